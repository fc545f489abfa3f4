import { OTP_TTL_S } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const wrap = (title: string, body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}</body></html>`;

export function loginCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  const minutes = OTP_TTL_S / 60;
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text: `Hello ${firstName},\n\nYour one-time sign-in code is ${code}. It works once, for ${minutes} minutes.\n\nIf you did not try to sign in, change your password.`,
    html: wrap('Your sign-in code', `<p>Hello ${escapeHtml(firstName)},</p><p>Your one-time sign-in code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>.</p><p>It works once, for ${minutes} minutes.</p><p>If you did not try to sign in, change your password.</p>`),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${firstName},\n\nChoose a new password here: ${url}\n\nThe link works once, for 60 minutes. If you did not ask for it, ignore this email.`,
    html: wrap('Reset your password', `<p>Hello ${escapeHtml(firstName)},</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works once, for 60 minutes. If you did not ask for it, ignore this email.</p>`),
  };
}

export function loginLinkMail(to: string, firstName: string, url: string): OutgoingMail {
  return {
    to,
    subject: 'Your sign-in link',
    text: `Hello ${firstName},\n\nSign in to your portal here: ${url}\n\nThe link works once, for 15 minutes.`,
    html: wrap('Your sign-in link', `<p>Hello ${escapeHtml(firstName)},</p><p><a href="${escapeHtml(url)}">Sign in to your portal</a></p><p>The link works once, for 15 minutes.</p>`),
  };
}
