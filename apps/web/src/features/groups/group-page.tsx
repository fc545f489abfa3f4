import { Link } from 'react-router';
import { errorText, isNotYours } from './model/error-text.ts';
import { userTimeZone } from '../../lib/format-date.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { MediaPlayer } from '../../shared/ui/media-player.tsx';
import { useUserGroup, type GroupRef } from './api/groups-api.ts';
import type { GroupDetail } from './api/schemas.ts';
import { useGroupRef } from './api/use-group-ref.ts';
import { LessonList } from './components/lesson-list.tsx';
import { MeetingInfo } from './components/meeting-info.tsx';
import { NotFoundPanel } from './components/not-found-panel.tsx';
import { ProgressBar } from './components/progress-bar.tsx';
import { StatusBadges } from './components/status-badge.tsx';
import { progressOfLessons } from './model/progress.ts';
import { PayNow } from './payment/pay-now.tsx';
import { EmailReceipt } from './payment/email-receipt.tsx';
import './group-page.css';

/** /groups/{groupid}/{usergroupid}: one group (spec §2; issue 3 §4). */
export default function GroupPage() {
  const ref = useGroupRef();
  return ref.valid ? <LoadedGroup groupRef={ref} /> : <MissingGroup />;
}

function MissingGroup() {
  return (
    <section className="page" aria-labelledby="group-title">
      <h1 id="group-title" className="page__title">Group not found</h1>
      <NotFoundPanel what="group" backTo="/groups" backLabel="Back to My Groups" />
    </section>
  );
}

function LoadedGroup({ groupRef: ref }: { groupRef: GroupRef }) {
  const group = useUserGroup(ref);
  if (group.isPending) {
    return (
      <section className="page" aria-labelledby="group-title">
        <h1 id="group-title" className="page__title">Group</h1>
        <Skeleton rows={4} label="Loading the group" />
      </section>
    );
  }
  if (group.isError && isNotYours(group.error)) return <MissingGroup />;
  if (group.isError) {
    return (
      <section className="page" aria-labelledby="group-title">
        <h1 id="group-title" className="page__title">Group</h1>
        <ErrorState title={`We could not load this group. ${errorText(group.error)}`}
          onRetry={() => void group.refetch()} />
        <p><Link to="/groups">Back to My Groups</Link></p>
      </section>
    );
  }
  return <GroupView group={group.data} basePath={`/groups/${ref.groupId}/${ref.userGroupId}`} />;
}

function GroupView({ group, basePath }: { group: GroupDetail; basePath: string }) {
  const zone = userTimeZone(useUser());
  const unpaid = group.status === 'unpaid';
  const groupImage = safeHttpUrl(group.group_img);
  return (
    <article className="page group-page" aria-labelledby="group-title">
      <p className="breadcrumb"><Link to="/groups">My Groups</Link></p>
      <h1 id="group-title" className="page__title">{group.title}</h1>
      <StatusBadges status={group.status} group_status={group.group_status} />
      {group.meets_on && <p className="group-page__meets">Meets {group.meets_on}</p>}
      {group.paid_at && <EmailReceipt userGroupId={Number(group.user_group_id)} paidAt={group.paid_at} zone={zone} />}
      {unpaid && (
        <div className="panel group-page__unpaid">
          <p className="panel__title">This programme is not paid yet. Its lessons open once it is paid.</p>
          <PayNow userGroupId={group.user_group_id} title={group.title} frequency={group.payment_frequency} />
        </div>
      )}
      <div className="stack">
        {!group.intro_video && groupImage && (
          <img className="group-page__image" src={groupImage} alt="" width={960} height={540} />
        )}
        {group.intro_video && (
          <section aria-labelledby="intro-title">
            <h2 id="intro-title">Introduction</h2>
            <MediaPlayer src={group.intro_video} poster={group.group_img} title={`${group.title} introduction`} />
          </section>
        )}
        {group.description && (
          <section aria-labelledby="about-title">
            <h2 id="about-title">About this programme</h2>
            <SafeHtml className="rich-text" html={group.description} />
          </section>
        )}
        <section aria-labelledby="meeting-title">
          <h2 id="meeting-title">Next meeting</h2>
          {group.next_meeting
            ? <MeetingInfo meeting={group.next_meeting} zone={zone} unpaid={unpaid} />
            : <p>No meeting is scheduled right now.</p>}
        </section>
        <section aria-labelledby="progress-title">
          <h2 id="progress-title">Your progress</h2>
          <ProgressBar progress={progressOfLessons(group.userlessons)} label={`Progress in ${group.title}`} />
        </section>
        <section aria-labelledby="lessons-title">
          <h2 id="lessons-title">Lessons</h2>
          {group.userlessons.length === 0
            ? <EmptyState title="No lessons yet. Your coach adds them as the programme goes on." />
            : <LessonList lessons={group.userlessons} basePath={basePath} zone={zone} />}
        </section>
      </div>
    </article>
  );
}
