import {
  closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent,
} from '@dnd-kit/core';
import type { CoachLesson } from '@portal/contract';
import { dropOn, verticalKeyboardCoordinates } from '../../shared/ui/sortable-order.ts';
import { LessonRow, type LessonActions } from './lesson-row.tsx';

interface SortableLessonsProps {
  groupId: number;
  lessons: CoachLesson[];
  actions: LessonActions;
  busy: boolean;
  onReorder: (ids: number[]) => void;
}

const lessonOf = (data: { current?: unknown } | undefined) => (data?.current as { lesson?: CoachLesson } | undefined)?.lesson;

/** What screen readers hear while a lesson is dragged (dnd-kit's live region): its place by number. */
function announcements(lessons: CoachLesson[]): Announcements {
  const title = (a: { data: { current?: unknown } }) => lessonOf(a.data)?.title ?? 'The lesson';
  const place = (over: { data: { current?: unknown } } | null) => {
    const at = over ? lessons.findIndex((l) => l.id === lessonOf(over.data)?.id) : -1;
    return at < 0 ? null : `place ${at + 1} of ${lessons.length}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${title(active)}. Use the up and down arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ active, over }) => (place(over) ? `${title(active)} is over ${place(over)}.` : `${title(active)} is not over a place in the list.`),
    onDragEnd: ({ active, over }) => (place(over) ? `${title(active)} was dropped at ${place(over)}.` : `${title(active)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${title(active)} was cancelled; it stays where it was.`,
  };
}

/** The group's lessons in order, reordered by drag (mouse, touch) or keyboard (dnd-kit) or with buttons. */
export function SortableLessons({ groupId, lessons, actions, busy, onReorder }: SortableLessonsProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: verticalKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = over ? dropOn(lessons.map((l) => l.id), Number(active.id), Number(over.id)) : null;
    if (next) onReorder(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(lessons),
        screenReaderInstructions: { draggable: 'To move this lesson, press space, move it with the up and down arrow keys and press space again; escape cancels. Or use the Move up and Move down buttons.' },
      }}>
      <ol className="cp-lessons" aria-label="Lessons in order">
        {lessons.map((lesson, i) => (
          <LessonRow key={lesson.id} lesson={lesson} index={i} count={lessons.length} groupId={groupId} actions={actions} busy={busy} />
        ))}
      </ol>
    </DndContext>
  );
}
