import { OTP_TTL_S } from '@portal/contract';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

// The sign-in mails, in the brand of the account's tenant (issue 21): a code or link from "Summit
// Coaching" is one a client recognises, not one from an unknown portal. Nobody answers them, so
// they carry no Reply-To.

export function loginCodeMail(to: string, firstName: string, code: string, brand: TenantBrand): OutgoingMail {
  const minutes = OTP_TTL_S / 60;
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    ...brandedMail(brand, 'Your sign-in code',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your one-time sign-in code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>.</p>`
      + `<p>It works once, for ${minutes} minutes.</p><p>If you did not try to sign in, change your password.</p>`),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string, brand: TenantBrand): OutgoingMail {
  return {
    to,
    subject: 'Reset your password',
    ...brandedMail(brand, 'Reset your password',
      `<p>Hello ${escapeHtml(firstName)},</p>${actionButton(brand, url, 'Choose a new password')}`
      + '<p>The link works once, for 60 minutes. If you did not ask for it, ignore this email.</p>'),
  };
}

export function loginLinkMail(to: string, firstName: string, url: string, brand: TenantBrand): OutgoingMail {
  return {
    to,
    subject: 'Your sign-in link',
    ...brandedMail(brand, 'Your sign-in link',
      `<p>Hello ${escapeHtml(firstName)},</p>${actionButton(brand, url, 'Sign in to your portal')}<p>The link works once, for 15 minutes.</p>`),
  };
}

/** The code a signed-in user asked for to confirm it is them (removing a passkey, deleting the account). */
export function confirmCodeMail(to: string, firstName: string, code: string, brand: TenantBrand): OutgoingMail {
  const minutes = OTP_TTL_S / 60;
  return {
    to,
    subject: `Your confirmation code: ${code}`,
    ...brandedMail(brand, 'Confirm it is you',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your confirmation code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>.</p>`
      + `<p>It works once, for ${minutes} minutes, in the browser where you asked for it.</p>`
      + '<p>If you did not ask for it, someone may be signed in as you: change your password and end your other sessions on your profile.</p>'),
  };
}
