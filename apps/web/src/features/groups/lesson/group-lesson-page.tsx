import { Link } from 'react-router';
import { userTimeZone } from '../../../lib/format-date.ts';
import { useUser } from '../../../lib/session/session-context.ts';
import { ErrorState, Skeleton } from '../../../shared/ui/panels.tsx';
import { useUserLesson, type GroupRef } from '../api/groups-api.ts';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import { useGroupRef } from '../api/use-group-ref.ts';
import { errorText, isNotYours } from '../model/error-text.ts';
import { lessonLock } from '../model/lock-reason.ts';
import { LessonView } from './lesson-view.tsx';
import { LockedLesson } from './locked-lesson.tsx';
import '../group-page.css';
import './lesson.css';

/** /groups/{groupid}/{usergroupid}/lesson/{lessonid}: a lesson inside a group (spec §2; issue 3 §4). */
export default function GroupLessonPage() {
  const { lessonId, valid, ...groupRef } = useGroupRef();
  const groupPath = `/groups/${groupRef.groupId}/${groupRef.userGroupId}`;
  return valid ? <LoadedLesson groupRef={groupRef} lessonId={lessonId} groupPath={groupPath} /> : <MissingLesson groupPath="/groups" />;
}

function MissingLesson({ groupPath }: { groupPath: string }) {
  const back = groupPath === '/groups' ? 'Back to My Groups' : 'Back to the group';
  return (
    <section className="page" aria-labelledby="lesson-title">
      <h1 id="lesson-title" className="page__title">Lesson not found</h1>
      <NotFoundPanel what="lesson" backTo={groupPath} backLabel={back} />
    </section>
  );
}

function LoadedLesson({ groupRef, lessonId, groupPath }: { groupRef: GroupRef; lessonId: string; groupPath: string }) {
  const zone = userTimeZone(useUser());
  const lesson = useUserLesson(groupRef, lessonId);

  if (lesson.isError && isNotYours(lesson.error)) return <MissingLesson groupPath={groupPath} />;
  if (lesson.isPending || lesson.isError) {
    return (
      <section className="page" aria-labelledby="lesson-title">
        <p className="breadcrumb"><Link to={groupPath}>Back to the group</Link></p>
        <h1 id="lesson-title" className="page__title">Lesson</h1>
        {lesson.isPending
          ? <Skeleton rows={4} label="Loading the lesson" />
          : <ErrorState title={`We could not load this lesson. ${errorText(lesson.error)}`}
            onRetry={() => void lesson.refetch()} />}
      </section>
    );
  }
  const data = lesson.data;
  const lock = lessonLock(data, zone);
  if (!lock.open) {
    return <LockedLesson title={data.title} reason={lock.reason} unpaid={lock.unpaid} groupTitle={data.group.title}
      frequency={data.group.payment_frequency} groupPath={groupPath} userGroupId={groupRef.userGroupId} />;
  }
  // keyed by lesson: moving to the next lesson starts its own forms afresh
  return <LessonView key={lessonId} lesson={data} groupRef={groupRef} groupPath={groupPath} zone={zone} />;
}
