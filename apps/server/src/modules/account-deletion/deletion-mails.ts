import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';
import { zoneOfUser } from '../notifications/digest-schedule.ts';

// The mails of an account's deletion (issue 22): the client is told when it will happen and how to
// keep the account; their coach is told that it was asked for, and when it is called off.

/** The day of the erasure in words, in the reader's own zone (as /profile shows it). */
export const dayOf = (at: Date, reader: Person) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zoneOfUser(reader.timeZone), weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);

interface Person { email: string; firstName: string; lastName: string; timeZone: string | null }
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim() || p.email;

export function deletionAskedMail(client: Person, at: Date, brand: TenantBrand): OutgoingMail {
  const title = 'Your account will be deleted';
  return {
    to: client.email,
    subject: `${title} on ${dayOf(at, client)}`,
    ...brandedMail(brand, title,
      `<p>Hello ${escapeHtml(client.firstName)},</p>`
      + `<p>We will delete your account and everything you keep in the portal on <strong>${escapeHtml(dayOf(at, client))}</strong>.</p>`
      + '<p>Changed your mind? Sign in before then and your account stays as it is.</p>'
      + actionButton(brand, `${brand.url}/login`, 'Sign in to keep your account')
      + '<p>If you did not ask for this, sign in now and change your password.</p>'),
  };
}

export function deletionKeptMail(client: Person, brand: TenantBrand): OutgoingMail {
  const title = 'Your account stays';
  return {
    to: client.email,
    subject: title,
    ...brandedMail(brand, title, `<p>Hello ${escapeHtml(client.firstName)},</p><p>The deletion of your account is called off. Nothing was deleted.</p>`),
  };
}

export function coachToldOfDeletionMail(coach: Person, client: Person, at: Date, brand: TenantBrand): OutgoingMail {
  const title = `${nameOf(client)} asked to delete their account`;
  return {
    to: coach.email,
    subject: title,
    ...brandedMail(brand, title,
      `<p>Hello ${escapeHtml(coach.firstName)},</p>`
      + `<p>${escapeHtml(nameOf(client))} asked to delete their account. Unless they sign in before <strong>${escapeHtml(dayOf(at, coach))}</strong>, `
      + 'their personal data and files are erased then. Your notes, your sessions and the files you shared stay on your pages, under "Former client".</p>'
      + actionButton(brand, `${brand.url}/coach/clients`, 'Open your clients')),
  };
}

export function coachToldOfKeepingMail(coach: Person, client: Person, brand: TenantBrand): OutgoingMail {
  const title = `${nameOf(client)} kept their account`;
  return {
    to: coach.email,
    subject: title,
    ...brandedMail(brand, title, `<p>Hello ${escapeHtml(coach.firstName)},</p><p>${escapeHtml(nameOf(client))} called off the deletion of their account. Nothing was deleted.</p>`),
  };
}
