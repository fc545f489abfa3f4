import type { Db } from '../db/client.ts';
import { demoMailbox } from '../db/schema/index.ts';

export interface OutgoingMail { to: string; subject: string; text: string; html: string }
export interface Mailer { send(mail: OutgoingMail): Promise<void> }

/** Outside production every email lands in the demo mailbox (DESIGN §6), readable at /dev/mail. */
export function demoMailer(db: Db): Mailer {
  return { async send(mail) { await db.insert(demoMailbox).values(mail); } };
}

/** Production: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@host:465). */
export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport(url);
  return { async send(mail) { await transport.sendMail({ from, ...mail }); } };
}

/** Minimal HTML escaping for the text we put into mail bodies. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
