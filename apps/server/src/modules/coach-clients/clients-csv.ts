import type { CoachClient } from '@portal/contract';

// The client list as CSV (issue 12: "a CSV export of each table"), opened by spreadsheets. A cell a
// spreadsheet would read as a formula (= + - @, or a tab or carriage return that some treat alike)
// starts with a quote instead (OWASP "CSV injection"); a cell with a comma, quote or line break is
// quoted, its quotes doubled. Lines end in CRLF (RFC 4180), and a byte-order mark tells Excel the
// text is UTF-8.

const COLUMNS: [header: string, cell: (c: CoachClient) => string | number | boolean | null][] = [
  ['First name', (c) => c.first_name],
  ['Last name', (c) => c.last_name],
  ['Email', (c) => c.email],
  ['Company', (c) => c.company],
  ['Status', (c) => c.status],
  ['Group coaching', (c) => c.group_coaching],
  ['Flash coaching', (c) => c.flash_coaching],
  ['Business academy', (c) => c.business_academy],
  ['Last seen (UTC)', (c) => c.last_seen_at],
  ['Lessons open, not done', (c) => c.lessons_open_not_done],
  ['Overdue action steps', (c) => c.overdue_action_steps],
  ['Overdue commitments', (c) => c.overdue_commitments],
  ['Behind (total)', (c) => c.behind],
  ['Unread mail', (c) => c.unread_mail],
  ['Added (UTC)', (c) => c.created_at],
];

/** One cell: formula-safe, then quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function clientsCsv(clients: CoachClient[]): string {
  const lines = [COLUMNS.map(([h]) => csvCell(h)).join(','), ...clients.map((c) => COLUMNS.map(([, cell]) => csvCell(cell(c))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** clients-YYYY-MM-DD.csv: a name of the server's making, nothing of the user's in it. */
export const csvFileName = (now: Date) => `clients-${now.toISOString().slice(0, 10)}.csv`;
