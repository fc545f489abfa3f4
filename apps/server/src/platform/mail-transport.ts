import type { Db } from '../db/client.ts';
import { demoMailbox } from '../db/schema/index.ts';
import type { OutgoingMail } from './mail-types.ts';

/** Where the delivery worker hands a mail from the outbox. Only the worker calls it, never a request. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): void | Promise<void>;
}

/** Outside production every email lands in the demo mailbox (DESIGN §6), readable at /dev/mail. */
export function demoMailboxTransport(db: Db): MailTransport {
  return {
    name: 'demo mailbox',
    async deliver(mail) {
      // The mailbox keeps the invitation (the outbox clears its copy once sent), so /dev/mail can serve it.
      await db.insert(demoMailbox).values({
        to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, calendar: mail.calendar ?? null,
        fromName: mail.fromName ?? null, fromAddress: mail.fromAddress ?? null, replyTo: mail.replyTo ?? null, headers: mail.headers ?? null,
      });
    },
  };
}

/** The name an invitation goes by, as an attachment and at /dev/mail/{id}/invite.ics. */
export const INVITE_FILENAME = 'invite.ics';

/** The bare address of MAIL_FROM, which may be written `Name <address>`. */
export const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * The From line a mail goes out with: the tenant's name, quoted, before MAIL_FROM's address (issue
 * 21) or the tenant's own where the operator allowed one (issue 23), or MAIL_FROM as configured when
 * the mail names nobody.
 */
export function fromLine(mailFrom: string, fromName: string | null | undefined, fromAddress?: string | null): string {
  const address = fromAddress || addressOf(mailFrom);
  if (!fromName) return fromAddress ? address : mailFrom;
  const name = fromName.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${name}" <${address}>`;
}

/** A relay that does not answer fails the attempt within seconds; the worker retries later. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** Production: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@host:465). */
export async function smtpTransport(url: string, from: string): Promise<MailTransport> {
  const nodemailer = (await import('nodemailer')).default;
  const SMTPTransport = (await import('nodemailer/lib/smtp-transport/index.js')).default;
  // createTransport({url, …}) would drop every option beside the URL; SMTPTransport merges them.
  const transport = nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url }));
  return {
    name: 'smtp',
    async deliver({ calendar, fromName, fromAddress, replyTo, headers, ...mail }) {
      // icalEvent adds the text/calendar;method=… alternative that calendar applications import
      // (RFC 6047 §2.4), and the same text as an invite.ics attachment. The display name is quoted
      // and encoded by nodemailer; the address is MAIL_FROM's unless the operator allowed the tenant its own.
      await transport.sendMail({
        from: fromName || fromAddress ? { name: fromName ?? '', address: fromAddress || addressOf(from) } : from, ...mail,
        ...(replyTo ? { replyTo } : {}), ...(headers ? { headers } : {}),
        ...(calendar ? { icalEvent: { ...calendar, filename: INVITE_FILENAME } } : {}),
      });
    },
    close() { transport.close(); },
  };
}
