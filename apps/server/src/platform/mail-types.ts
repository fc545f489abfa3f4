// The mail parts' shared shapes, apart so that the mailer, the outbox, the worker and the
// transports can all name them without importing one another round.

export interface OutgoingMail { to: string; subject: string; text: string; html: string }
