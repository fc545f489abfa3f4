import type { ImplementationLesson } from '@portal/contract';
import { useId } from 'react';
import type { ItemToggle } from './use-checked-items.ts';

interface ChecklistProps {
  lesson: ImplementationLesson;
  checked: Set<string>;
  /** `lessonId:item` of ticks on their way to the server. */
  pending: Set<string>;
  onToggle: (toggle: ItemToggle) => void;
  title?: string;
  /** Inside a disclosure that already shows the count: legend and count for screen readers only. */
  plain?: boolean;
}

/** spec §4: the lesson's items; ticking adds a checked item, unticking removes it. */
export function LessonChecklist({ lesson, checked, pending, onToggle, title = 'Steps', plain = false }: ChecklistProps) {
  const id = useId();
  if (lesson.items.length === 0) return null;
  const done = lesson.items.filter((i) => checked.has(i.key)).length;
  return (
    <fieldset className={`path-checklist${plain ? ' path-checklist--plain' : ''}`} aria-describedby={`${id}-count`}>
      <legend className={plain ? 'visually-hidden' : 'path-checklist__legend'}>{title}</legend>
      <p id={`${id}-count`} className={plain ? 'visually-hidden' : 'path-checklist__count'}>{done} of {lesson.items.length} done</p>
      <ul className="path-checklist__list">
        {lesson.items.map((item) => {
          const busy = pending.has(`${lesson.id}:${item.key}`);
          return (
            <li key={item.key}>
              <label className="checkbox path-checklist__item">
                <input type="checkbox" checked={checked.has(item.key)} aria-busy={busy || undefined}
                  onChange={(e) => {
                    // one change per item at a time, so add and remove cannot overtake each other
                    if (!busy) onToggle({ lessonId: lesson.id, item: item.key, checked: e.target.checked });
                  }} />
                <span>{item.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
