import { ADMIN_ROLE_ID } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

/** How long a new coach's or admin's set-your-password link works. */
export const STAFF_PASSWORD_LINK_TTL_S = 7 * 86_400;

/**
 * The mail a new coach or admin gets: who added them, as what, and the single-use link to the
 * portal's /reset/{token} page where they choose their password. Names are escaped. `by` is null
 * for a new tenant's first admin, whom the deployment's operator made (issue 23).
 */
export function setPasswordMail(to: UserRow, by: UserRow | null, url: string, loginUrl: string, brand: TenantBrand): OutgoingMail {
  const role = to.roleId === ADMIN_ROLE_ID ? 'an admin' : 'a coach';
  const who = by && `${by.firstName} ${by.lastName}`.trim();
  const days = STAFF_PASSWORD_LINK_TTL_S / 86_400;
  const page = brandedMail(brand, 'Set your password',
    `<p>Hello ${escapeHtml(to.firstName)},</p>`
    + (who ? `<p>${escapeHtml(who)} added you to ${escapeHtml(brand.name)} as ${role}.</p>` : `<p>The portal of ${escapeHtml(brand.name)} is ready, and you are its first admin.</p>`)
    + actionButton(brand, url, 'Choose your password')
    + `<p>The link works once, for ${days} days. Then sign in at <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a> with this email address.</p>`);
  // A question about the new account goes to the person who made it.
  return { to: to.email, subject: `Set your password for ${brand.name}`.slice(0, 200), ...page, ...(by ? { replyTo: by.email } : {}) };
}
