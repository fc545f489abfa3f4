import { useState } from 'react';
import type { AnalyticsData } from '../api/schemas.ts';
import type { SaveAnalytics } from './save-analytics.ts';

export const CHECKLIST = [
  { field: 'pre_meeting', label: 'Pre-meeting work done' },
  { field: 'attend_meeting', label: 'Attended the meeting' },
  { field: 'meeting_worksheet', label: 'Meeting worksheet completed' },
  { field: 'taken_quiz', label: 'Quiz taken' },
  { field: 'post_meeting', label: 'Post-meeting work done' },
] as const;

type Step = (typeof CHECKLIST)[number]['field'];
type Checks = Record<Step, boolean>;

const checksOf = (a: AnalyticsData | null): Checks => ({
  pre_meeting: a?.pre_meeting ?? false, attend_meeting: a?.attend_meeting ?? false,
  meeting_worksheet: a?.meeting_worksheet ?? false, taken_quiz: a?.taken_quiz ?? false, post_meeting: a?.post_meeting ?? false,
});

/** spec §3 Lesson analytics steps: each tick is saved at once, and only that step is sent (§7). */
export function LessonChecklist({ initial, save }: { initial: AnalyticsData | null; save: SaveAnalytics }) {
  const [checks, setChecks] = useState(() => checksOf(initial));
  const toggle = (field: Step, checked: boolean) => {
    setChecks((prev) => ({ ...prev, [field]: checked }));
    // a refused save puts the box back as the server has it
    save({ [field]: checked }, () => setChecks((prev) => ({ ...prev, [field]: !checked })));
  };
  return (
    <fieldset className="checklist">
      <legend className="checklist__legend">Lesson steps</legend>
      {CHECKLIST.map(({ field, label }) => (
        <label key={field} className="checkbox">
          <input type="checkbox" name={field} checked={checks[field]} onChange={(e) => toggle(field, e.currentTarget.checked)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
