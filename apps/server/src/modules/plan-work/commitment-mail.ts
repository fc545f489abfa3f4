import type { Commitment } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const STATUS = ['To do', 'In progress', 'Completed'];

/**
 * The facts a shared or exported commitment shows, as label/value pairs: times in the owner's zone,
 * named, since the reader (a coach, a printed page) may be elsewhere: "… at 10:00 AM MST".
 */
export function commitmentFacts(c: Commitment, timeZone: string): [string, string][] {
  const when = (iso: string) => new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(new Date(iso));
  return [
    ['Status', STATUS[c.status] ?? 'Completed'],
    ['Responsible', c.responsibility ? `${c.responsibility.first_name} ${c.responsibility.last_name}` : 'Not assigned'],
    ['Deadline', c.deadline ? `${when(c.deadline)}${c.overdue ? ' (overdue)' : ''}` : 'None set'],
    ...(c.completed_at ? [['Completed', when(c.completed_at)] as [string, string]] : []),
    ...(c.file_name ? [['Attached file', c.file_name] as [string, string]] : []),
  ];
}

/**
 * spec §7 coachingportal/task/share: the commitment mailed to the client's coach in the tenant's
 * brand. Everything the client wrote is escaped.
 */
export function taskShareMail(to: string, client: UserRow, c: Commitment, brand: TenantBrand, message: string | null, timeZone: string): OutgoingMail {
  const who = `${client.firstName} ${client.lastName}`;
  const facts = commitmentFacts(c, timeZone);
  const paragraph = (s: string) => `<p style="white-space:pre-wrap">${escapeHtml(s)}</p>`;
  const page = brandedMail(brand, c.title,
    `<p>${escapeHtml(who)} shared the commitment <strong>${escapeHtml(c.title)}</strong> with you.</p>`
    + (message ? paragraph(message) : '')
    + (c.description ? paragraph(c.description) : '')
    + `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`);
  // The coach's answer reaches the client who shared it (issue 21).
  return { to, subject: oneLine(`${who} shared a commitment: ${c.title}`), ...page, replyTo: client.email };
}
