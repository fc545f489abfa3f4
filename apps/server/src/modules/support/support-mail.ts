import type { Ticket } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

// Mail to the tenant's support address (tenants.support_email), in the tenant's brand like every
// mail (issue 21). Everything user-written is escaped.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const page = (brand: TenantBrand, title: string, rows: [string, string][], body: string) => brandedMail(brand, title,
  `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
  + `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(body)}</pre>`);

/** A client's new ticket; answering the mail answers the client. */
export function ticketMail(to: string, user: UserRow, t: Ticket, brand: TenantBrand): OutgoingMail {
  const rows: [string, string][] = [
    ['From', `${user.firstName} ${user.lastName} <${user.email}>`], ['User id', String(user.id)],
    ['Category', t.category], ['Priority', t.priority], ['Subject', t.subject],
  ];
  const subject = `[Ticket #${t.id}] ${oneLine(t.subject)}`;
  return { to, subject, ...page(brand, subject, rows, t.message), replyTo: user.email };
}

export interface ErrorReportInfo { url: string; host: string; pathname: string; message: string; subject: string }

/**
 * A browser's error report. Its answer goes to the user only when they were signed in: a signed-out
 * report merely claims a user id, and support should not write to someone who may never have seen it.
 */
export function errorReportMail(to: string, user: UserRow | null, signedIn: boolean, r: ErrorReportInfo, brand: TenantBrand): OutgoingMail {
  const who = user ? `${user.firstName} ${user.lastName} <${user.email}> (id ${user.id})` : 'unknown';
  const rows: [string, string][] = [
    ['User', signedIn ? who : `${who}, not signed in`], ['URL', r.url], ['Host', r.host], ['Path', r.pathname],
  ];
  const subject = `[Error report] ${oneLine(r.subject) || 'no subject'}`;
  return { to, subject, ...page(brand, subject, rows, r.message), ...(signedIn && user ? { replyTo: user.email } : {}) };
}
