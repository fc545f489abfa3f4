import type { GroupInsight } from '@portal/contract';

// Issue 12 Insight: the per-lesson table as CSV (RFC 4180, UTF-8 with a byte-order mark so
// spreadsheets read the accents). A cell a spreadsheet would run as a formula (=, +, -, @, tab,
// carriage return first) is prefixed with ' so it stays text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean): string {
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = ['Order', 'Lesson', 'Published', 'Members', 'Open for', 'Done', 'Checklist steps done', 'Checklist steps possible', 'Profit impact total', 'Profit impact entries'];

export function insightCsv(insight: GroupInsight): string {
  const lines = [HEADER, ...insight.lessons.map((l) => [
    l.lesson_order, l.title, l.published, l.members, l.open, l.done, l.steps_done, l.steps_total, l.profit_impact_total.toFixed(2), l.profit_impact_entries,
  ])];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
