// The mail parts' shared shapes, apart so that the mailer, the outbox, the worker and the
// transports can all name them without importing one another round.

/**
 * A calendar invitation carried by a mail (issue 20): the iCalendar text and its METHOD, sent as the
 * text/calendar;method=… part that calendar applications import as one event.
 */
export interface MailCalendar { method: 'REQUEST' | 'CANCEL'; content: string }

export interface OutgoingMail { to: string; subject: string; text: string; html: string; calendar?: MailCalendar }
