import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';
import { LISTED_KINDS, type DigestContent, type DigestItem } from './digest-content.ts';
import type { UnsubscribeLinks } from './notification-mails.ts';
import { unsubscribeHeaders } from './notification-mails.ts';

// The daily digest's mail (issue 21): one list per kind of thing, each linking where it is done,
// times in the user's own zone. Its one-click unsubscribe turns the digest's due work off
// (work_due), the kind most of it is; /profile chooses the rest.

/** A calendar date (YYYY-MM-DD) as words: read at noon UTC, so no zone moves it to another day. */
const DATE_WORDS = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const whenFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayFormat = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' });

/** A list of the digest; `hrefs[i]`, when given, is where line i is (each notification links to its thing). */
interface Section { heading: string; lines: string[]; hrefs?: string[]; path: string; action: string }

export function digestMail(o: {
  to: string; zone: string; content: DigestContent; brand: TenantBrand; publicUrl: string; links: UnsubscribeLinks; isClient: boolean;
}): OutgoingMail {
  const { content: d, zone, brand } = o;
  const when = whenFormat(zone);
  const day = dayFormat(zone);
  const due = (i: DigestItem) => `${i.title} — ${i.overdue ? 'overdue since' : 'due'} ${day.format(i.at!)}`;
  const at = (i: DigestItem) => `${i.title} — ${when.format(i.at!)}`;
  const alsoNew = d.notifications.filter((n) => !LISTED_KINDS.includes(n.kind));
  const sections: Section[] = [
    { heading: 'Commitments', lines: d.commitments.map(due), path: '/action-steps', action: 'Open your commitments' },
    { heading: 'Action steps', lines: d.steps.map(due), path: '/action-steps', action: 'Open your action steps' },
    { heading: 'Reminders for today', lines: d.reminders.map(at), path: '/action-steps', action: 'Open your reminders' },
    { heading: 'Sessions today and tomorrow', lines: d.sessions.map(at), path: o.isClient ? '/schedule' : '/coach/sessions', action: 'Open your sessions' },
    { heading: 'Meetings today and tomorrow', lines: d.meetings.map(at), path: '/schedule', action: 'Open your schedule' },
    { heading: 'Unread mail', lines: d.unreadMail ? [`${d.unreadMail} unread ${d.unreadMail === 1 ? 'message' : 'messages'}`] : [], path: '/messages', action: 'Read your mail' },
    {
      heading: 'Also new', lines: alsoNew.map((n) => (n.body ? `${n.title} — ${n.body.split('\n')[0]}` : n.title)),
      hrefs: alsoNew.map((n) => `${o.publicUrl}${n.url}`), path: '/', action: 'Open the portal',
    },
  ].filter((s) => s.lines.length);

  const title = `Your day: ${DATE_WORDS.format(new Date(`${d.date}T12:00:00Z`))}`;
  const body = sections.map((s) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(s.heading)}</h2>`
    + `<ul style="padding-left:20px;margin:0">${s.lines.map((l, i) => (s.hrefs?.[i]
      ? `<li><a href="${escapeHtml(s.hrefs[i])}">${escapeHtml(l)}</a></li>` : `<li>${escapeHtml(l)}</li>`)).join('')}</ul>`
    + actionButton(brand, `${o.publicUrl}${s.path}`, s.action)).join('')
    + `<p style="font-size:12px;color:#52606d">This is your daily digest. <a href="${escapeHtml(o.links.page)}">Stop mail about due work</a> `
    + `or <a href="${escapeHtml(o.links.profile)}">choose its hour and what goes in it</a>.</p>`;
  return { to: o.to, subject: title, ...brandedMail(brand, title, body), headers: unsubscribeHeaders(o.links) };
}
