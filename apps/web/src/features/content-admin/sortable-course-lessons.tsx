import {
  closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import type { CoachAcademyLesson } from '@portal/contract';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { dropOn, moveBy, verticalKeyboardCoordinates } from '../../shared/ui/sortable-order.ts';

interface Props {
  courseId: number;
  lessons: CoachAcademyLesson[];
  busy: boolean;
  onReorder: (ids: number[]) => void;
  onDelete: (lesson: CoachAcademyLesson) => void;
}

function Row({ courseId, lesson, index, ids, busy, onReorder, onDelete }: Omit<Props, 'lessons'> & { lesson: CoachAcademyLesson; index: number; ids: number[] }) {
  const { attributes, listeners, setNodeRef: setDragRef, transform, isDragging } = useDraggable({ id: lesson.id, data: { title: lesson.title } });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: lesson.id });
  // CSSOM, not a style attribute in markup: allowed by the strict CSP
  const style = transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined;
  const named = (label: string) => ({ 'aria-label': `${label}: ${lesson.title}` });
  const move = (by: -1 | 1) => { const next = moveBy(ids, lesson.id, by); if (next) onReorder(next); };
  const editor = `/coach/academy/${courseId}/lessons/${lesson.id}`;
  return (
    <li ref={setDropRef} className={`ca-row${isOver && !isDragging ? ' ca-row--over' : ''}`}>
      <div ref={setDragRef} style={style} className={`ca-row__card${isDragging ? ' ca-row__card--dragging' : ''}`}>
        <button type="button" className="ca-row__handle" {...attributes} {...listeners} aria-label={`Drag ${lesson.title}`}>
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="ca-row__title"><span aria-hidden="true">{index + 1}. </span><Link to={editor}>{lesson.title}</Link></span>
        <span className="ca-row__actions">
          <Button variant="link" {...named('Move up')} disabled={index === 0 || busy} onClick={() => move(-1)}>Move up</Button>
          <Button variant="link" {...named('Move down')} disabled={index === ids.length - 1 || busy} onClick={() => move(1)}>Move down</Button>
          <Link className="btn btn--link" {...named('Edit')} to={editor}>Edit</Link>
          <Button variant="link" {...named('Delete')} disabled={busy} onClick={() => onDelete(lesson)}>Delete</Button>
        </span>
      </div>
    </li>
  );
}

/** A course's lessons in order, moved by drag (mouse, touch), by keyboard through dnd-kit, or with buttons. */
export function SortableCourseLessons({ courseId, lessons, busy, onReorder, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: verticalKeyboardCoordinates }),
  );
  const ids = lessons.map((l) => l.id);
  const titleOf = (id: unknown) => lessons.find((l) => l.id === id)?.title ?? 'The lesson';
  const placeOf = (id: unknown) => `place ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = over ? dropOn(ids, Number(active.id), Number(over.id)) : null;
    if (next) onReorder(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. Move it with the up and down arrow keys, drop it with space, cancel with escape.`,
          onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${placeOf(over.id)}.` : `${titleOf(active.id)} is outside the list.`),
          onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped at ${placeOf(over.id)}.` : `${titleOf(active.id)} stays where it was.`),
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
        screenReaderInstructions: { draggable: 'Press space to pick the lesson up, move it with the arrow keys and press space to drop it; or use Move up and Move down.' },
      }}>
      <ol className="ca-rows" aria-label="Lessons in order">
        {lessons.map((lesson, i) => (
          <Row key={lesson.id} courseId={courseId} lesson={lesson} index={i} ids={ids} busy={busy} onReorder={onReorder} onDelete={onDelete} />
        ))}
      </ol>
    </DndContext>
  );
}
