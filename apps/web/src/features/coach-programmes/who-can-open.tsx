import { LESSON_BLOCK_TEXT, type LessonAccessOverview, type MemberLessonAccess } from '@portal/contract';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useGroupAccess, useLessonAccess } from './api.ts';

// Who can open a lesson now, and for each who cannot, why (docs/domain.md "Lesson access"): the
// server applies the members' own rule, so "Locked" on a member's page always has its reason here.

const nameOf = (m: Pick<MemberLessonAccess, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;
/** "not opened for them", or "not published · unpaid and not free · not opened for them". */
export const blocksText = (m: MemberLessonAccess) => m.blocks.map((b) => LESSON_BLOCK_TEXT[b]).join(' · ');

function WhoList({ groupId, lesson }: { groupId: number; lesson: LessonAccessOverview }) {
  const open = useLessonAccess(groupId, {
    onDone: () => notifySuccess(`“${lesson.title}” is open for them.`), onFailed: notifyFailure,
  });
  const can = lesson.members.filter((m) => m.can_open);
  const cannot = lesson.members.filter((m) => !m.can_open);
  if (lesson.members.length === 0) return <p className="cp-muted">Nobody is in this group yet.</p>;
  return (
    <div className="cp-who">
      <p>
        <strong>{can.length} of {lesson.members.length}</strong> {lesson.members.length === 1 ? 'member' : 'members'} can open it now
        {can.length > 0 && <>: {can.map(nameOf).join(', ')}</>}.
      </p>
      {cannot.length > 0 && (
        <ul className="cp-who__list" aria-label={`Who cannot open ${lesson.title}`}>
          {cannot.map((m) => (
            <li key={m.user_id} className="cp-who__item">
              <span><strong>{nameOf(m)}</strong>: {blocksText(m)}</span>
              {m.blocks.includes('not_opened') && (
                <Button variant="link" busy={open.isPending && open.variables?.userId === m.user_id} disabled={open.isPending}
                  onClick={() => open.mutate({ lessonId: lesson.lesson_id, open: true, userId: m.user_id })}>
                  Open for {nameOf(m)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!lesson.published && <p className="cp-muted">Members see a lesson in their list once it is published.</p>}
      {cannot.some((m) => m.blocks.includes('unpaid')) && (
        <p className="cp-muted">A member who has not paid opens free lessons only: mark them paid on the Members tab, or make the lesson free.</p>
      )}
    </div>
  );
}

/** The lesson's members who can open it now, and why the others cannot, with the fix at hand. */
export function WhoCanOpen({ groupId, lessonId }: { groupId: number; lessonId: number }) {
  const access = useGroupAccess(groupId);
  return (
    <QueryState query={access} rows={2} loading="Loading who can open the lesson" failed="We could not load who can open the lesson.">
      {(list) => {
        const lesson = list.find((l) => l.lesson_id === lessonId);
        return lesson ? <WhoList groupId={groupId} lesson={lesson} /> : <p className="cp-muted">Nobody is in this group yet.</p>;
      }}
    </QueryState>
  );
}

/** "Who can open it: 1 of 3": the summary line of a lesson in the list, which opens to the details. */
export function WhoCanOpenSummary({ groupId, lessonId }: { groupId: number; lessonId: number }) {
  const lesson = useGroupAccess(groupId).data?.find((l) => l.lesson_id === lessonId);
  const can = lesson?.members.filter((m) => m.can_open).length;
  return (
    <details className="cp-who-details">
      <summary>Who can open it{lesson ? `: ${can} of ${lesson.members.length}` : ''}</summary>
      <WhoCanOpen groupId={groupId} lessonId={lessonId} />
    </details>
  );
}
