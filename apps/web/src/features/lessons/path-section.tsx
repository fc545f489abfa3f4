import type { CheckedItem, ImplementationLesson, ProgressEntry } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { LessonChecklist } from './lesson-checklist.tsx';
import { checkedKeys, type PathGroup } from './lesson-rules.ts';
import type { ItemToggle } from './use-checked-items.ts';

export const LOCKED_REASON = 'Locked: your coach opens this path when it is time to work on it.';

interface PathSectionProps {
  group: PathGroup;
  assessmentId: number;
  checked: readonly CheckedItem[];
  pending: Set<string>;
  onToggle: (toggle: ItemToggle) => void;
}

/** One implementation path: its progress and its lessons, open or locked (spec §4 Lessons). */
export function PathSection({ group, assessmentId, checked, pending, onToggle }: PathSectionProps) {
  const id = useId();
  return (
    <section className="lesson-path card" aria-labelledby={`${id}-title`}>
      <div className="lesson-path__head">
        <h2 id={`${id}-title`} className="lesson-path__title">{group.name}</h2>
        {!group.open && <span className="lesson-path__badge"><LockIcon /> Locked</span>}
      </div>
      {group.description && <p className="lesson-path__description">{group.description}</p>}
      <PathProgress progress={group.progress} label={`${group.name} progress`} />
      {!group.open && <p id={`${id}-reason`} className="lesson-path__reason">{LOCKED_REASON}</p>}
      {group.lessons.length === 0 ? (
        <p className="lesson-path__empty">No lessons in this path yet.</p>
      ) : (
        <ol className="path-lessons">
          {group.lessons.map((lesson) => (
            <li key={lesson.id}>
              {group.open ? (
                <OpenLesson lesson={lesson} assessmentId={assessmentId} checked={checkedKeys(checked, lesson.id)}
                  pending={pending} onToggle={onToggle} />
              ) : (
                <LockedLesson lesson={lesson} reasonId={`${id}-reason`} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function OpenLesson({ lesson, assessmentId, checked, pending, onToggle }: {
  lesson: ImplementationLesson; assessmentId: number; checked: Set<string>; pending: Set<string>; onToggle: (t: ItemToggle) => void;
}) {
  const done = lesson.items.filter((i) => checked.has(i.key)).length;
  return (
    <div className="path-lesson">
      <Link className="path-lesson__title" to={`/lessons/${assessmentId}/${lesson.id}`}>{lesson.title}</Link>
      {lesson.summary && <p className="path-lesson__summary">{lesson.summary}</p>}
      {lesson.items.length > 0 && (
        <details className="path-lesson__steps">
          <summary>Steps: {done} of {lesson.items.length} done</summary>
          <LessonChecklist lesson={lesson} checked={checked} pending={pending} onToggle={onToggle} title={`Steps of “${lesson.title}”`} plain />
        </details>
      )}
    </div>
  );
}

/** Not a link: it cannot be opened, and says why (aria-disabled, described by the path's reason). */
function LockedLesson({ lesson, reasonId }: { lesson: ImplementationLesson; reasonId: string }) {
  return (
    <div className="path-lesson path-lesson--locked">
      <a role="link" aria-disabled="true" aria-describedby={reasonId} className="path-lesson__title">
        <LockIcon /> {lesson.title}
      </a>
      {lesson.summary && <p className="path-lesson__summary">{lesson.summary}</p>}
    </div>
  );
}

const STATUS_TEXT: Record<ProgressEntry['status'], string> = {
  not_started: 'Not started', in_progress: 'In progress', completed: 'Completed',
};

export function PathProgress({ progress, label }: { progress: ProgressEntry | null; label: string }) {
  const percent = Math.max(0, Math.min(100, progress?.percent ?? 0));
  const status = STATUS_TEXT[progress?.status ?? 'not_started'];
  return (
    <div className="path-progress">
      <progress className="path-progress__bar" max={100} value={percent} aria-label={label} />
      <span className="path-progress__text">{percent}% · {status}</span>
    </div>
  );
}

export const LockIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="lock-icon">
    <path fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"
      d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />
  </svg>
);
