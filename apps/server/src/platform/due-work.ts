import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dueWork } from '../db/schema/index.ts';

// Work due later (DESIGN §5, decision 032): session reminders now, digests and the like after them.
// A row in `due_work` per thing to do at `due_at`. Every server runs this loop; a row is claimed by
// one of them (FOR UPDATE SKIP LOCKED) for a lease, and done in one transaction with its effect,
// which only commits while that claim still holds: the mail it queues is queued once, whatever the
// number of servers, restarts or slow runs.

export type DueRow = typeof dueWork.$inferSelect;
/**
 * Does a row's work: reads what it needs (with the module's own db), then calls `commit` with the
 * writes, which run in the transaction that marks the row done and commit with it or not at all. A
 * handler that finds nothing to do returns without committing; the row is marked done all the same.
 * Reads go before `commit` because the embedded database has one connection, which the
 * transaction holds.
 */
export type DueHandler = (row: DueRow, commit: (write: (tx: Db) => Promise<void>) => Promise<void>) => Promise<void>;

/** How often each server looks for due rows. */
const POLL_MS = 15_000;
/** Rows one claim takes. */
const CLAIM = 20;
/** A claimed row not done within this is due again (its server stopped or stalled). */
const LEASE_MS = 2 * 60_000;
/** A row whose handler keeps failing is given up after this many attempts (logged). */
const MAX_ATTEMPTS = 10;

export interface DueWork {
  /** Registers the handler of a kind (once, at start). */
  /**
   * `pausedWhileTenantDisabled`: work that tells a tenant's people something (mail, reminders) waits
   * while the operator has the tenant disabled (issue 23), and is done once it is enabled again.
   * Other work (an erasure that fell due) is done regardless.
   */
  handle(kind: string, handler: DueHandler, opts?: { pausedWhileTenantDisabled?: boolean }): void;
  /** Claims and does what is due now; resolves when this round is done (the tests' clock, and the poll). */
  runDue(): Promise<number>;
  start(): void;
  close(): Promise<void>;
}

class LeaseLost extends Error {}

export function dueWorkRunner(opts: { db: Db; now: () => Date; log: FastifyBaseLogger }): DueWork {
  const { db, now, log } = opts;
  const handlers = new Map<string, DueHandler>();
  const paused = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | null = null;

  async function claim(at: Date): Promise<DueRow[]> {
    const until = new Date(at.getTime() + LEASE_MS);
    const kinds = [...handlers.keys()];
    if (!kinds.length) return [];
    const running = kinds.filter((k) => !paused.has(k));
    // Paused kinds of a disabled tenant are not claimed (an index-backed look-up of the tenant's row).
    const notPaused = paused.size === 0 ? sql`true` : running.length === 0
      ? sql`not exists (select 1 from tenants t where t.id = ${dueWork.tenantId} and t.disabled_at is not null)`
      : sql`(kind in ${running} or not exists (select 1 from tenants t where t.id = ${dueWork.tenantId} and t.disabled_at is not null))`;
    return db.update(dueWork).set({ claimedUntil: until, attempts: sql`${dueWork.attempts} + 1` })
      .where(sql`${dueWork.id} in (select id from ${dueWork}
        where done_at is null and due_at <= ${at.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${at.toISOString()}::timestamptz)
          and attempts < ${MAX_ATTEMPTS} and kind in ${kinds} and ${notPaused}
        order by due_at limit ${CLAIM} for update skip locked)`)
      .returning();
  }

  /** Marks the row done and runs `write` in one transaction, while the claim on it still holds. */
  async function commitDone(row: DueRow, write?: (tx: Db) => Promise<void>): Promise<void> {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Still ours: another server takes the row only after the lease ran out.
      const [held] = await tx.update(dueWork).set({ doneAt: now() })
        .where(and(eq(dueWork.id, row.id), isNull(dueWork.doneAt), eq(dueWork.claimedUntil, row.claimedUntil!)))
        .returning({ id: dueWork.id });
      if (!held) throw new LeaseLost();
      await write?.(tx);
    });
  }

  async function perform(row: DueRow): Promise<void> {
    const handler = handlers.get(row.kind)!;
    let committed = false;
    try {
      await handler(row, async (write) => {
        committed = true;
        await commitDone(row, write);
      });
      if (!committed) await commitDone(row);
    } catch (err) {
      if (err instanceof LeaseLost) return;
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      log[gaveUp ? 'error' : 'warn']({ err, due_work_id: row.id, kind: row.kind, attempt: row.attempts },
        gaveUp ? 'due work gave up' : 'due work failed, retrying after the lease');
    }
  }

  async function runRound(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await claim(now());
      for (const row of rows) await perform(row);
      done += rows.length;
      if (rows.length < CLAIM) return done;
    }
  }

  const runner: DueWork = {
    handle(kind, handler, o = {}) {
      handlers.set(kind, handler);
      if (o.pausedWhileTenantDisabled) paused.add(kind);
      else paused.delete(kind);
    },
    runDue() {
      // One round at a time per server; a call during a round waits for it and then runs again.
      const next = (round ?? Promise.resolve(0)).catch(() => 0).then(runRound);
      round = next.finally(() => { if (round === next) round = null; });
      return next;
    },
    start() {
      timer = setInterval(() => { runner.runDue().catch((err) => log.error({ err }, 'due work round failed')); }, POLL_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await round?.catch(() => undefined);
    },
  };
  return runner;
}
