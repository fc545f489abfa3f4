import type { UserRow } from '../../db/schema/index.ts';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);

/**
 * The recipient's notice of a new message (issue 10): who wrote, the subject, a short plain-text
 * preview and a link into the thread, in the tenant's brand. The body itself stays in the portal;
 * everything from the sender is escaped, so no HTML of theirs reaches the mail. A reply by mail goes
 * to the sender (issue 21): a client and their coach, the only pairs who write to each other.
 */
export function newMessageNotice(to: UserRow, from: UserRow, subject: string, preview: string, threadUrl: string, brand: TenantBrand): OutgoingMail {
  const who = `${from.firstName} ${from.lastName}`;
  const page = brandedMail(brand, 'You have a new message',
    `<p>${escapeHtml(who)} sent you a message in ${escapeHtml(brand.name)}.</p>`
    + `<p><strong>${escapeHtml(subject)}</strong></p>`
    + (preview ? `<p style="white-space:pre-wrap">${escapeHtml(preview)}</p>` : '')
    + actionButton(brand, threadUrl, 'Read and reply'));
  return { to: to.email, subject: oneLine(`New message from ${who}: ${subject}`), ...page, replyTo: from.email };
}
