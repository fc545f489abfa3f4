import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { enqueueMail } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';
import type { OutgoingMail } from './mail-types.ts';
import { startMailWorker, within } from './mail-worker.ts';

// The modules' door to mail: they take OutgoingMail from here with escapeHtml.
export type { OutgoingMail };

export interface Mailer {
  /**
   * Queues a mail in the outbox: one insert, never a wait on the relay (decision 009). Pass a
   * transaction to queue it with the rest of a change, and call wake() once that has committed:
   * the worker cannot see the row before, and would otherwise find it at its next poll.
   */
  send(mail: OutgoingMail, db?: Db): Promise<void>;
  /** Starts delivery of what is due now, without waiting for it. */
  wake(): void;
  /** Delivers what is due now; resolves once each of those mails has had its attempt, or after `withinMs`. */
  flush(withinMs?: number): Promise<void>;
}

/** The app's mailer: the outbox plus a delivery worker through `transport`, stopped by close(). */
export function outboxMailer(opts: { db: Db; transport: MailTransport; now: () => Date; log: FastifyBaseLogger }): Mailer & { close(): Promise<void> } {
  const worker = startMailWorker(opts);
  const queue = queueOnlyMailer(opts);
  return {
    async send(mail, db) {
      await queue.send(mail, db);
      // Queued outside a transaction it is visible now; inside one, the caller wakes after commit.
      if (!db) worker.wake();
    },
    wake: () => worker.wake(),
    async flush(withinMs) { await (withinMs === undefined ? worker.flush() : within(worker.flush(), withinMs)); },
    close: () => worker.close(),
  };
}

/** Queues without delivering: for commands run beside a server, whose worker sends the mail. */
export function queueOnlyMailer(opts: { db: Db; now: () => Date; log?: FastifyBaseLogger }): Mailer {
  return {
    async send(mail, db = opts.db) {
      const id = await enqueueMail(db, mail, opts.now());
      opts.log?.info({ outbox_id: id }, 'mail queued');
    },
    wake: () => {},
    flush: async () => {},
  };
}

/** Minimal HTML escaping for the text we put into mail bodies. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
