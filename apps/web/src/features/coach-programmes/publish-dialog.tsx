import { COACH_PROGRAMME_MESSAGES as M, type CoachLesson } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';

type Counts = Pick<CoachLesson, 'title' | 'open_count' | 'member_count'>;

/**
 * Publishing alone leaves the lesson closed for members it was not opened for (docs/domain.md "Lesson
 * access"), so publishing asks first when some member would still see it locked.
 */
export const asksBeforePublishing = (lesson: Counts) => lesson.member_count > 0 && lesson.open_count < lesson.member_count;

interface PublishDialogProps {
  /** The lesson about to be published; null while closed. */
  lesson: Counts | null;
  busy: boolean;
  onChoose: (openForAll: boolean) => void;
  onCancel: () => void;
}

/** "Publish and open for all N members" or "Publish only" (the server does either in one transaction). */
export function PublishDialog({ lesson, busy, onChoose, onCancel }: PublishDialogProps) {
  const closed = lesson ? lesson.member_count - lesson.open_count : 0;
  return (
    <Modal open={lesson !== null} title="Publish this lesson?" onClose={onCancel}>
      {lesson && (
        <>
          <p>
            “<strong>{lesson.title}</strong>” is not opened for {closed} of {lesson.member_count} {lesson.member_count === 1 ? 'member' : 'members'}.
            Published, it shows in their list, but stays locked for them until it is opened.
          </p>
          <div className="form-actions">
            <Button onClick={onCancel} disabled={busy}>Keep as draft</Button>
            <Button onClick={() => onChoose(false)} disabled={busy}>{M.publishOnly}</Button>
            <Button variant="primary" busy={busy} onClick={() => onChoose(true)}>{M.publishAndOpen(lesson.member_count)}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
