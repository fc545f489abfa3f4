// The mail parts' shared shapes, apart so that the mailer, the outbox, the worker and the
// transports can all name them without importing one another round.

/**
 * A calendar invitation carried by a mail (issue 20): the iCalendar text and its METHOD, sent as the
 * text/calendar;method=… part that calendar applications import as one event.
 */
export interface MailCalendar { method: 'REQUEST' | 'CANCEL'; content: string }

export interface OutgoingMail {
  to: string; subject: string; text: string; html: string; calendar?: MailCalendar;
  /** The From display name (the tenant's, issue 21). */
  fromName?: string;
  /** The From address, where the operator allowed the tenant its own (issue 23); else MAIL_FROM's. */
  fromAddress?: string;
  /** Where a reply goes, when a person (the coach) should get it rather than nobody. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notifications. */
  headers?: Record<string, string>;
}
