import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { claimDueMail, markFailedAttempt, markSent, type OutboxRow } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';
import type { OutgoingMail } from './mail-types.ts';

/** How often the outbox is looked at besides the wake-up after each enqueue (retries, other servers' rows). */
const POLL_MS = 5_000;
/** Deliveries under way at once in one server; each holds only its own place, not the others'. */
const MAX_IN_FLIGHT = 10;
/** A transport that neither answers nor fails within this is counted as a failed attempt. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** On shutdown an attempt under way gets this long to finish; otherwise its row waits for the next start. */
const CLOSE_GRACE_MS = 3_000;

export interface MailWorker {
  /** Claims what is due now (or again after the claim under way), without waiting for its delivery. */
  wake(): void;
  /** wake(), then resolves once no delivery is under way: each mail due when called has had its attempt. */
  flush(): Promise<void>;
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
  /** A claim round under way: it claims due rows while places are free and starts their attempts. */
  let claiming: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const inFlight = new Set<Promise<void>>();

  async function attempt(row: OutboxRow) {
    const ctx = { outbox_id: row.id, attempt: row.attempts, transport: transport.name };
    try {
      const mail: OutgoingMail = {
        to: row.to, subject: row.subject, text: row.text, html: row.html, ...(row.calendar ? { calendar: row.calendar } : {}),
        ...(row.fromName ? { fromName: row.fromName } : {}), ...(row.fromAddress ? { fromAddress: row.fromAddress } : {}), ...(row.replyTo ? { replyTo: row.replyTo } : {}), ...(row.headers ? { headers: row.headers } : {}),
      };
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

  // Each attempt runs on its own and the next due rows are claimed as soon as a place is free.
  // Claiming a batch and awaiting all of it held a sign-in code queued meanwhile back until the
  // slowest mail of the batch was done: behind a relay that sits on one message for 10 s (its
  // socket timeout) or a transport that hangs for DELIVERY_TIMEOUT_MS (issue 11).
  function start(row: OutboxRow) {
    const delivery: Promise<void> = attempt(row)
      .catch((err) => log.error({ err, outbox_id: row.id }, 'mail outcome not recorded'))
      .finally(() => {
        inFlight.delete(delivery);
        // A place is free: take what became due meanwhile (or waited for a place).
        wake();
      });
    inFlight.add(delivery);
  }

  async function claimDue() {
    do {
      again = false;
      while (!closed && inFlight.size < MAX_IN_FLIGHT) {
        const rows = await claimDueMail(db, now(), MAX_IN_FLIGHT - inFlight.size);
        if (rows.length === 0) break;
        rows.forEach(start);
      }
    } while (again && !closed);
  }

  /** Resolves once no claim round runs and no delivery is under way. */
  async function idle() {
    while (claiming || inFlight.size > 0) await Promise.allSettled([claiming, ...inFlight]);
  }

  function wake() {
    if (closed) return;
    if (claiming) again = true;
    else {
      claiming = claimDue()
        .catch((err) => { log.error({ err }, 'mail delivery round failed'); })
        // A wake-up between the round's last look and here would otherwise wait for the next poll.
        .finally(() => { claiming = null; if (again) wake(); });
    }
  }

  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  // Mail left pending by an earlier run (or queued by another server) goes out at start.
  wake();

  return {
    wake,
    flush() {
      wake();
      return idle();
    },
    async close() {
      closed = true;
      clearInterval(poll);
      await within(idle(), CLOSE_GRACE_MS);
      await transport.close?.();
    },
  };
}
