import type { CoachClient } from '@portal/contract';
import { csvDocument, type CsvValue } from '../../lib/csv.ts';

// The client list as CSV ("a CSV export of each table"), written as every CSV of the portal is (lib/csv.ts).

const COLUMNS: [header: string, cell: (c: CoachClient) => CsvValue][] = [
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

export function clientsCsv(clients: CoachClient[]): string {
  return csvDocument([COLUMNS.map(([h]) => h), ...clients.map((c) => COLUMNS.map(([, cell]) => cell(c)))]);
}

/** clients-YYYY-MM-DD.csv: a name of the server's making, nothing of the user's in it. */
export const csvFileName = (now: Date) => `clients-${now.toISOString().slice(0, 10)}.csv`;
