import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CoachLesson } from '@portal/contract';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { WhoCanOpenSummary } from './who-can-open.tsx';

export interface LessonActions {
  move: (lesson: CoachLesson, by: -1 | 1) => void;
  publish: (lesson: CoachLesson, published: boolean) => void;
  access: (lesson: CoachLesson, open: boolean) => void;
  remove: (lesson: CoachLesson) => void;
}

interface LessonRowProps {
  lesson: CoachLesson;
  index: number;
  count: number;
  groupId: number;
  actions: LessonActions;
  busy: boolean;
}

/**
 * One lesson of the ordered list: a drag handle (mouse, touch and keyboard through dnd-kit), its
 * place as a drop target, and buttons for everything else — moving without dragging included.
 */
export function LessonRow({ lesson, index, count, groupId, actions, busy }: LessonRowProps) {
  const { attributes, listeners, setNodeRef: setDragRef, transform, isDragging } = useDraggable({ id: lesson.id, data: { lesson } });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: lesson.id, data: { lesson } });
  // CSSOM, not a style attribute in markup: allowed by the strict CSP (DESIGN §9)
  const style = transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined;
  // the visible word, then which lesson: "Move up: Know your runway" (the label is part of the name)
  const named = (label: string) => ({ 'aria-label': `${label}: ${lesson.title}` });
  return (
    <li ref={setDropRef} className={`cp-lesson${isOver && !isDragging ? ' cp-lesson--over' : ''}`}>
      <article ref={setDragRef} style={style} className={`cp-lesson__card${isDragging ? ' cp-lesson__card--dragging' : ''}`}
        aria-labelledby={`cp-lesson-${lesson.id}`}>
        <div className="cp-lesson__head">
          <button type="button" className="cp-lesson__handle" {...attributes} {...listeners} aria-label={`Drag ${lesson.title}`}>
            <span aria-hidden="true">⠿</span>
          </button>
          <span className="cp-lesson__order" aria-hidden="true">{index + 1}.</span>
          <h3 id={`cp-lesson-${lesson.id}`} className="cp-lesson__title">
            <Link to={`/coach/groups/${groupId}/lessons/${lesson.id}`}>{lesson.title}</Link>
          </h3>
        </div>
        <p className="cp-lesson__facts">
          <span className="badge">{lesson.published ? 'Published' : 'Draft'}</span>
          {lesson.free_lesson && <span className="badge">Free</span>}
          <span>Open for {lesson.open_count} of {lesson.member_count} {lesson.member_count === 1 ? 'member' : 'members'}</span>
        </p>
        <WhoCanOpenSummary groupId={groupId} lessonId={lesson.id} />
        <div className="cp-lesson__actions">
          <label className="checkbox">
            <input type="checkbox" {...named('Published')} checked={lesson.published} disabled={busy} onChange={(e) => actions.publish(lesson, e.currentTarget.checked)} />
            Published
          </label>
          <Button variant="link" {...named('Move up')} disabled={index === 0 || busy} onClick={() => actions.move(lesson, -1)}>Move up</Button>
          <Button variant="link" {...named('Move down')} disabled={index === count - 1 || busy} onClick={() => actions.move(lesson, 1)}>Move down</Button>
          {lesson.open_count < lesson.member_count && (
            <Button variant="link" {...named('Open for all members')} disabled={busy} onClick={() => actions.access(lesson, true)}>Open for all members</Button>
          )}
          {lesson.open_count > 0 && (
            <Button variant="link" {...named('Close for all members')} disabled={busy} onClick={() => actions.access(lesson, false)}>Close for all members</Button>
          )}
          <Link className="btn btn--link" {...named('Edit')} to={`/coach/groups/${groupId}/lessons/${lesson.id}`}>Edit</Link>
          <Button variant="link" {...named('Delete')} disabled={busy} onClick={() => actions.remove(lesson)}>Delete</Button>
        </div>
      </article>
    </li>
  );
}
