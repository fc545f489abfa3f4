import type { UserRow } from '../../db/schema/index.ts';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const PREVIEW = 500;
const preview = (body: string) => (body.length > PREVIEW ? `${body.slice(0, PREVIEW)}…` : body);

interface ReplyNotice {
  to: string; title: string; lead: string; subject: string; body: string; url: string; action: string;
  /** The one who wrote the reply: an answer by mail reaches them (issue 21). */
  replyTo: string;
}

/** A reply notice in the tenant's brand: who replied, on which ticket, a preview, and the way in. */
function notice(n: ReplyNotice, brand: TenantBrand): OutgoingMail {
  const page = brandedMail(brand, n.title,
    `<p>${escapeHtml(n.lead)}</p><p><strong>${escapeHtml(n.subject)}</strong></p>`
    + `<p style="white-space:pre-wrap">${escapeHtml(preview(n.body))}</p>`
    + actionButton(brand, n.url, n.action));
  return { to: n.to, subject: oneLine(`${n.title}: ${n.subject}`), ...page, replyTo: n.replyTo };
}

/** To the client: their coach (or an admin) answered their ticket; they read it on /help. */
export function staffReplyMail(client: UserRow, author: UserRow, subject: string, body: string, publicUrl: string, brand: TenantBrand) {
  return notice({
    to: client.email, title: 'Your support ticket has a reply', subject, body, url: `${publicUrl}/help`, action: 'Read it on the Help page',
    lead: `Hello ${client.firstName}, ${author.firstName} ${author.lastName} replied to your ticket.`, replyTo: author.email,
  }, brand);
}

/** To the coach (or the tenant's support address): the client added to their ticket. */
export function clientReplyMail(to: string, client: UserRow, ticketId: number, subject: string, body: string, publicUrl: string, brand: TenantBrand) {
  return notice({
    to, title: `${client.firstName} ${client.lastName} replied`, subject, body,
    url: `${publicUrl}/coach/tickets/${ticketId}`, action: 'Open the ticket',
    lead: `${client.firstName} ${client.lastName} added a reply to their support ticket.`, replyTo: client.email,
  }, brand);
}
