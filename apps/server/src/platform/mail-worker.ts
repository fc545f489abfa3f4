import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { claimDueMail, markFailedAttempt, markSent, type OutboxRow } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';

/** How often the outbox is looked at besides the wake-up after each enqueue (retries, other servers' rows). */
const POLL_MS = 5_000;
const BATCH = 10;
/** A transport that neither answers nor fails within this is counted as a failed attempt. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** On shutdown an attempt under way gets this long to finish; otherwise its row waits for the next start. */
const CLOSE_GRACE_MS = 3_000;

export interface MailWorker {
  /** Starts a delivery round now (or another one after the current round). */
  wake(): Promise<void>;
  close(): Promise<void>;
}

// Addresses never reach the logs, so a relay's "550 <someone@example.com>: no such user" is cut.
const loggable = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/[^\s<>"'()[\]]+@[^\s<>"'()[\]]+/g, '[address]').slice(0, 500);

/** `work`, or a rejection (`fail`) or plain resolution once `ms` have passed, whichever comes first. */
export function within<T>(work: Promise<T> | null, ms: number, fail?: string): Promise<T | void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => (fail ? reject(new Error(fail)) : resolve()), ms);
    timer.unref();
  });
  return Promise.race([work ?? undefined, late]).finally(() => clearTimeout(timer));
}

/**
 * Delivers the outbox (decision 009): woken after every enqueue and every POLL_MS, it claims due
 * rows and hands them to the transport. Logs carry the outbox id and attempt, never an address,
 * subject or body (sign-in codes are in both).
 */
export function startMailWorker(opts: { db: Db; transport: MailTransport; now: () => Date; log: FastifyBaseLogger }): MailWorker {
  const { db, transport, now, log } = opts;
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function attempt(row: OutboxRow) {
    const ctx = { outbox_id: row.id, attempt: row.attempts, transport: transport.name };
    try {
      const mail = { to: row.to, subject: row.subject, text: row.text, html: row.html };
      await within(transport.deliver(mail), DELIVERY_TIMEOUT_MS, `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`);
    } catch (err) {
      const error = loggable(err);
      const retryInS = await markFailedAttempt(db, row, error, now());
      if (retryInS === null) log.warn({ ...ctx, error }, 'mail gave up');
      else log.warn({ ...ctx, error, retry_in_s: retryInS }, `mail delivery failed, retrying in ${retryInS} s`);
      return;
    }
    await markSent(db, row.id, now());
    log.info(ctx, 'mail sent');
  }

  async function deliverDue() {
    do {
      again = false;
      for (;;) {
        const rows = closed ? [] : await claimDueMail(db, now(), BATCH);
        if (rows.length === 0) break;
        await Promise.all(rows.map((row) => attempt(row).catch((err) => log.error({ err, outbox_id: row.id }, 'mail outcome not recorded'))));
      }
    } while (again && !closed);
  }

  function wake(): Promise<void> {
    if (closed) return Promise.resolve();
    if (round) {
      again = true;
      return round;
    }
    round = deliverDue()
      .catch((err) => { log.error({ err }, 'mail delivery round failed'); })
      .finally(() => { round = null; });
    return round;
  }

  const poll = setInterval(() => { void wake(); }, POLL_MS);
  poll.unref();
  // Mail left pending by an earlier run (or queued by another server) goes out at start.
  void wake();

  return {
    wake,
    async close() {
      closed = true;
      clearInterval(poll);
      await within(round, CLOSE_GRACE_MS);
      await transport.close?.();
    },
  };
}
