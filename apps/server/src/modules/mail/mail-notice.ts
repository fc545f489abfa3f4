import type { UserRow } from '../../db/schema/index.ts';
import { brandedHtml, type TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);

/**
 * The recipient's notice of a new message (issue 10): who wrote, the subject, a short plain-text
 * preview and a link into the thread, in the tenant's brand. The body itself stays in the portal;
 * everything from the sender is escaped, so no HTML of theirs reaches the mail.
 */
export function newMessageNotice(to: UserRow, from: UserRow, subject: string, preview: string, threadUrl: string, brand: TenantBrand): OutgoingMail {
  const who = `${from.firstName} ${from.lastName}`;
  const text = [
    `${who} sent you a message in ${brand.name}.`, '', `Subject: ${subject}`, ...(preview ? ['', preview] : []), '',
    `Read it and reply: ${threadUrl}`,
  ].join('\n');
  const html = brandedHtml(brand, 'You have a new message',
    `<p>${escapeHtml(who)} sent you a message.</p>`
    + `<p><strong>${escapeHtml(subject)}</strong></p>`
    + (preview ? `<p style="white-space:pre-wrap">${escapeHtml(preview)}</p>` : '')
    + `<p><a href="${escapeHtml(threadUrl)}" style="display:inline-block;padding:10px 16px;background:${brand.primary};color:#ffffff;text-decoration:none">Read and reply</a></p>`);
  return { to: to.email, subject: oneLine(`New message from ${who}: ${subject}`), text, html };
}
