import type { Ticket } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

// Mail to the tenant's support address (tenants.support_email). Everything user-written is escaped.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const page = (title: string, rows: [string, string][], body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif"><h1 style="font-size:20px">${escapeHtml(title)}</h1>`
  + `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
  + `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(body)}</pre></body></html>`;
const text = (rows: [string, string][], body: string) => `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`;

export function ticketMail(to: string, user: UserRow, t: Ticket): OutgoingMail {
  const rows: [string, string][] = [
    ['From', `${user.firstName} ${user.lastName} <${user.email}>`], ['User id', String(user.id)],
    ['Category', t.category], ['Priority', t.priority], ['Subject', t.subject],
  ];
  const subject = `[Ticket #${t.id}] ${oneLine(t.subject)}`;
  return { to, subject, text: text(rows, t.message), html: page(subject, rows, t.message) };
}

export interface ErrorReportInfo { url: string; host: string; pathname: string; message: string; subject: string }

export function errorReportMail(to: string, user: UserRow | null, signedIn: boolean, r: ErrorReportInfo): OutgoingMail {
  const who = user ? `${user.firstName} ${user.lastName} <${user.email}> (id ${user.id})` : 'unknown';
  const rows: [string, string][] = [
    ['User', signedIn ? who : `${who}, not signed in`], ['URL', r.url], ['Host', r.host], ['Path', r.pathname],
  ];
  const subject = `[Error report] ${oneLine(r.subject) || 'no subject'}`;
  return { to, subject, text: text(rows, r.message), html: page(subject, rows, r.message) };
}
