import type { CoachClient } from '@portal/contract';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';
import { unsubscribeFooter, type UnsubscribeLinks } from './notification-mails.ts';

// The coach's weekly "who is behind" (issue 21): each client who is behind, by how far, with what
// they are behind on and a link to their page; the same lines as the bell's notification body.

/** Clients named in the mail; the rest are "and N more", on the clients page sorted by who is behind. */
export const BEHIND_LISTED = 25;
export const BEHIND_PATH = '/coach/clients?sort=behind';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a client is behind on, in words: "2 overdue commitments, no session in 30 days". */
export function behindOn(c: CoachClient): string {
  return [
    c.overdue_commitments && plural(c.overdue_commitments, 'overdue commitment', 'overdue commitments'),
    c.overdue_action_steps && plural(c.overdue_action_steps, 'overdue action step', 'overdue action steps'),
    c.lessons_open_not_done && plural(c.lessons_open_not_done, 'open lesson not done', 'open lessons not done'),
    c.no_session_days !== null && `no session in ${c.no_session_days} days`,
  ].filter(Boolean).join(', ');
}

export const nameOf = (c: CoachClient) => `${c.first_name} ${c.last_name}`.trim() || c.email;

/** The notification's title: how many are behind. */
export const behindTitle = (n: number) => `${plural(n, 'client is', 'clients are')} behind this week`;

/** The notification's body: a line per client listed, and how many more. */
export function behindBody(clients: readonly CoachClient[]): string {
  const lines = clients.slice(0, BEHIND_LISTED).map((c) => `${nameOf(c)}: ${behindOn(c)}`);
  if (clients.length > BEHIND_LISTED) lines.push(`and ${clients.length - BEHIND_LISTED} more`);
  return lines.join('\n');
}

export function weeklyBehindMail(o: {
  to: string; clients: readonly CoachClient[]; brand: TenantBrand; publicUrl: string; links: UnsubscribeLinks;
}): OutgoingMail {
  const { clients, brand } = o;
  const title = behindTitle(clients.length);
  const rows = clients.slice(0, BEHIND_LISTED).map((c) => `<li style="margin-bottom:8px">`
    + `<a href="${escapeHtml(`${o.publicUrl}/coach/clients/${c.id}`)}">${escapeHtml(nameOf(c))}</a>`
    + `<br><span style="color:#52606d">${escapeHtml(behindOn(c))}</span></li>`).join('');
  const more = clients.length > BEHIND_LISTED ? `<p>and ${clients.length - BEHIND_LISTED} more.</p>` : '';
  const body = `<p>Those of your clients who have work overdue, lessons open and not done, or no session booked lately, most behind first:</p>`
    + `<ul style="padding-left:20px">${rows}</ul>${more}`
    + actionButton(brand, `${o.publicUrl}${BEHIND_PATH}`, 'Open your clients')
    + unsubscribeFooter('clients_behind', o.links);
  return { to: o.to, subject: title, ...brandedMail(brand, title, body) };
}
