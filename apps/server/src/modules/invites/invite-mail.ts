import { INVITE_TTL_S } from '@portal/contract';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const DAYS = INVITE_TTL_S / 86_400;

/**
 * The invitation (issue 12): from the client's coach, in the tenant's brand, with the one link that
 * sets the password. Names are the coach's own input, so everything is escaped. A question about it
 * goes to the coach (issue 21).
 */
export function inviteMail(to: { email: string; firstName: string }, coach: { name: string; email: string }, url: string, brand: TenantBrand): OutgoingMail {
  const coachName = coach.name;
  const page = brandedMail(brand, `${coachName} invited you`,
    `<p>Hello ${escapeHtml(to.firstName)},</p>`
    + `<p>${escapeHtml(coachName)} has invited you to ${escapeHtml(brand.name)}, your coaching portal.</p>`
    + actionButton(brand, url, 'Choose your password')
    + `<p>The link works once, for ${DAYS} days. Then sign in with your email (${escapeHtml(to.email)}) and your password.</p>`
    + '<p>If you did not expect this invitation, ignore this email.</p>');
  return { to: to.email, subject: `${coachName} invited you to ${brand.name}`.replace(/[\r\n]+/g, ' '), ...page, replyTo: coach.email };
}
