import { INVITE_TTL_S } from '@portal/contract';
import { brandedHtml, type TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const DAYS = INVITE_TTL_S / 86_400;

/**
 * The invitation (issue 12): from the client's coach, in the tenant's brand, with the one link that
 * sets the password. Names are the coach's own input, so everything is escaped.
 */
export function inviteMail(to: { email: string; firstName: string }, coachName: string, url: string, brand: TenantBrand): OutgoingMail {
  const text = [
    `Hello ${to.firstName},`, '',
    `${coachName} has invited you to ${brand.name}, your coaching portal.`, '',
    `Choose your password here: ${url}`, '',
    `The link works once, for ${DAYS} days. Then sign in with your email (${to.email}) and your password.`,
    'If you did not expect this invitation, ignore this email.',
  ].join('\n');
  const html = brandedHtml(brand, `${coachName} invited you`,
    `<p>Hello ${escapeHtml(to.firstName)},</p>`
    + `<p>${escapeHtml(coachName)} has invited you to ${escapeHtml(brand.name)}, your coaching portal.</p>`
    + `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:${brand.primary};color:#ffffff;text-decoration:none">Choose your password</a></p>`
    + `<p>The link works once, for ${DAYS} days. Then sign in with your email (${escapeHtml(to.email)}) and your password.</p>`
    + '<p>If you did not expect this invitation, ignore this email.</p>');
  return { to: to.email, subject: `${coachName} invited you to ${brand.name}`.replace(/[\r\n]+/g, ' '), text, html };
}
