import type { GroupInsight } from '@portal/contract';

import { csvDocument } from '../../lib/csv.ts';

// The Insight per-lesson table as CSV, written as every CSV of the portal is (lib/csv.ts).

const HEADER = ['Order', 'Lesson', 'Published', 'Members', 'Open for', 'Done', 'Checklist steps done', 'Checklist steps possible', 'Profit impact total', 'Profit impact entries'];

export function insightCsv(insight: GroupInsight): string {
  return csvDocument([HEADER, ...insight.lessons.map((l) => [
    l.lesson_order, l.title, l.published, l.members, l.open, l.done, l.steps_done, l.steps_total, l.profit_impact_total.toFixed(2), l.profit_impact_entries,
  ])]);
}
