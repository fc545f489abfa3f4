import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { OutgoingMail } from './mail-types.ts';

// The durable outbox (issue 8 finding 3, decision 009): a request only inserts a row; the delivery
// worker claims due rows, hands them to the transport and records the outcome here.

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Seconds to wait after the n-th failed attempt (n = 1, 2, …); the last step repeats. */
export const RETRY_BACKOFF_S = [5, 30, 120, 600, 1800, 3600] as const;
/** After this many attempts a mail is given up ('failed'); the schedule above spans about 5 hours. */
export const MAX_ATTEMPTS = 10;
/**
 * A claimed row is not due again for this long, so no other worker (this server or another one on
 * the same PostgreSQL) sends it meanwhile; a server that dies mid-delivery leaves it to be retried.
 * Longer than the worker's own delivery timeout.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

export const retryDelayS = (attempts: number) =>
  RETRY_BACKOFF_S[Math.min(Math.max(attempts, 1), RETRY_BACKOFF_S.length) - 1]!;

export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await db.insert(mailOutbox)
    .values({
      to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, calendar: mail.calendar ?? null,
      fromName: mail.fromName ?? null, fromAddress: mail.fromAddress ?? null, replyTo: mail.replyTo ?? null, headers: mail.headers ?? null, nextAttemptAt: now, createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due rows in one statement: the attempt is counted and the lease set before
 * anything is sent. SKIP LOCKED lets two workers claim at once without waiting on or sharing rows.
 */
export async function claimDueMail(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db.select({ id: mailOutbox.id }).from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
    .returning();
}

/**
 * Sign-in codes and reset links are stored hashed (verifications); their plain text stays here only
 * until the mail is sent or given up. So does an invitation's text: it names the people and the time.
 */
const CLEARED = { subject: '', text: '', html: '', calendar: null };

export async function markSent(db: Db, id: number, now: Date) {
  await db.update(mailOutbox).set({ ...CLEARED, status: 'sent', sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: due again after the backoff, or given up after MAX_ATTEMPTS. */
export async function markFailedAttempt(db: Db, row: OutboxRow, error: string, now: Date) {
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  const retryInS = retryDelayS(row.attempts);
  await db.update(mailOutbox).set(giveUp
    ? { ...CLEARED, status: 'failed', lastError: error }
    : { lastError: error, nextAttemptAt: new Date(now.getTime() + retryInS * 1000) })
    .where(eq(mailOutbox.id, row.id));
  return giveUp ? null : retryInS;
}
