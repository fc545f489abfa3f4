import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@portal/contract';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

// The mails of notifications (issue 21): one notification on its own, or the several of one kind
// that came within a minute of the last mail of that kind, in one mail. Each carries the one-click
// unsubscribe of its kind (RFC 8058) and a footer line saying how to change what is mailed.

export interface MailedNotification { title: string; body: string; url: string }

/** Where the user's links go: the one-click address, the page that asks first, and /profile. */
export interface UnsubscribeLinks { oneClick: string; page: string; profile: string }

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);

/** RFC 8058: a mail program's "unsubscribe" posts to the first address without opening a page. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A mail built elsewhere (a message notice, a session invitation) with its kind's unsubscribe headers. */
export function withUnsubscribe(mail: OutgoingMail, links: UnsubscribeLinks): OutgoingMail {
  return { ...mail, headers: { ...mail.headers, ...unsubscribeHeaders(links) } };
}

/** How to change what is mailed: the page that stops this kind, and /profile. */
export function unsubscribeFooter(kind: NotificationKind, links: UnsubscribeLinks): string {
  const label = NOTIFICATION_KIND_LABELS[kind].toLowerCase();
  return `<p style="font-size:12px;color:#52606d">You get this because mail about ${escapeHtml(label)} is on. `
    + `<a href="${escapeHtml(links.page)}">Stop these mails</a> or <a href="${escapeHtml(links.profile)}">choose what is mailed</a>.</p>`;
}

/**
 * The mail of `items` (newest last) of one kind: one notification as itself, several as a list
 * under "N new: {label}". Links are absolute (`publicUrl` + the item's path).
 */
export function notificationMail(o: {
  to: string; kind: NotificationKind; items: readonly MailedNotification[]; brand: TenantBrand; publicUrl: string; links: UnsubscribeLinks;
}): OutgoingMail {
  const { brand, items, kind } = o;
  const end = unsubscribeFooter(kind, o.links);
  const at = (path: string) => `${o.publicUrl}${path}`;
  const headers = unsubscribeHeaders(o.links);
  if (items.length === 1) {
    const n = items[0]!;
    const page = brandedMail(brand, n.title,
      (n.body ? `<p style="white-space:pre-wrap">${escapeHtml(n.body)}</p>` : '') + actionButton(brand, at(n.url), 'Open it') + end);
    return { to: o.to, subject: oneLine(n.title), ...page, headers };
  }
  const title = `${items.length} new: ${NOTIFICATION_KIND_LABELS[kind].toLowerCase()}`;
  const page = brandedMail(brand, title,
    `<ul style="padding-left:20px">${items.map((n) => `<li style="margin-bottom:8px"><a href="${escapeHtml(at(n.url))}">${escapeHtml(n.title)}</a>`
      + (n.body ? `<br><span style="color:#52606d">${escapeHtml(oneLine(n.body))}</span>` : '') + '</li>').join('')}</ul>` + end);
  return { to: o.to, subject: oneLine(title), ...page, headers };
}
