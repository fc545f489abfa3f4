import type { ExportArea } from './export-area.ts';

// README.txt, the first file of every export: what each file holds (issue 22).

const FOLDERS: [string, string][] = [
  ['files/', 'Your profile photo (profile-photo.*), the files you sent your coach (sent/) and the files shared with you (shared/), each named "{id}-{its name}" as in files.json.'],
  ['mail-attachments/', 'The attachments of your messages, in a folder per message id (mail.json), each named "{id}-{its name}".'],
  ['commitments/', 'The files attached to your commitments, named "{commitment id}-{its name}".'],
  ['calendar.ics', 'Your coaching sessions, group meetings and commitment deadlines as an iCalendar file: open it with any calendar app.'],
  ['files-not-found.txt', 'Only when a file on record was missing from storage: which ones.'],
];

export function readmeText(o: { name: string; email: string; portal: string; madeAt: Date; madeBy: string | null; areas: ExportArea[] }): string {
  const lines = [
    `Your data from ${o.portal}`,
    '',
    `Everything in the portal that is yours, ${o.name} (${o.email}), as it was on ${o.madeAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    ...(o.madeBy ? [`This copy was made for you by ${o.madeBy}; you can see that on your profile page, under "Who acted for you".`] : []),
    'Texts are UTF-8. Times ending in Z are in UTC. JSON files hold the records as the portal shows them to you;',
    'CSV files (comma-separated, UTF-8 with a byte-order mark) hold the tabular ones for a spreadsheet.',
    '',
    'What each file holds',
    '--------------------',
  ];
  for (const a of o.areas) {
    lines.push(`${a.file}: ${a.about}`);
    if (a.csv) lines.push(`${a.csv.file}: ${a.csv.about}`);
  }
  for (const [name, about] of FOLDERS) lines.push(`${name}: ${about}`);
  return `${lines.join('\r\n')}\r\n`;
}
