import { useState } from 'react';
import { errorText } from '../model/error-text.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLessonAnalytics, useSaveAnalytics } from '../api/analytics-api.ts';
import type { GroupRef } from '../api/groups-api.ts';
import { LessonChecklist } from './lesson-checklist.tsx';
import { LessonNotesForm } from './lesson-notes-form.tsx';
import type { SaveAnalytics } from './save-analytics.ts';

/** The member's work on a lesson: steps (saved on each tick), profit impact and notes (saved as typed); spec §3, §7 manageAnalytics. */
export function LessonWork({ groupRef, lessonId }: { groupRef: GroupRef; lessonId: string }) {
  const analytics = useLessonAnalytics(groupRef, lessonId);
  const mutation = useSaveAnalytics(groupRef, lessonId);
  const [status, setStatus] = useState('');
  const save: SaveAnalytics = (fields, onFail, onDone) => {
    setStatus('Saving…');
    mutation.mutate(fields, {
      onSuccess: () => { setStatus('Saved.'); onDone?.(); },
      onError: (error) => { setStatus(`Not saved: ${errorText(error)}`); onFail?.(); },
    });
  };
  return (
    <section aria-labelledby="work-title" className="lesson-work">
      <h2 id="work-title">Your work on this lesson</h2>
      <QueryState query={analytics} rows={2} loading="Loading your lesson work" failed="We could not load your lesson work."
        reason={errorText}>
        {(initial) => (
          <>
            <LessonChecklist initial={initial} save={save} />
            <LessonNotesForm groupRef={groupRef} lessonId={lessonId} initial={initial} />
          </>
        )}
      </QueryState>
      <p className={`lesson-work__status${status.startsWith('Not') ? ' lesson-work__status--error' : ''}`} role="status">{status}</p>
    </section>
  );
}
