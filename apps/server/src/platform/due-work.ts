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
export type DueHandler = (row: DueRow, commit: (write: (tx: Db) => Promise<void>) => Promise<void>, signal: AbortSignal) => Promise<void>;

/**
 * A kind whose work may take minutes (a data export, issue 22). It runs beside the rounds, so
 * reminders and digests do not wait for it, one at a time per server; its claim is renewed while it
 * runs, and `signal` aborts it when the claim was lost or the server stops (the claim is then let go,
 * so another server, or this one after a restart, takes the row at once).
 */
export interface DueKindOptions { long?: boolean; pausedWhileTenantDisabled?: boolean }

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
   * Options: `long` (see DueKindOptions); `pausedWhileTenantDisabled`, work that tells a tenant's
   * people something (mail, reminders) waits while the operator has the tenant disabled, and is done
   * once it is enabled again. Other work (an erasure that fell due) is done regardless.
   */
  handle(kind: string, handler: DueHandler, options?: DueKindOptions): void;
  /**
   * Claims and does what is due now; resolves when this round is done, and the long work it started
   * with it (the tests' clock, and the poll).
   */
  runDue(): Promise<number>;
  start(): void;
  close(): Promise<void>;
}

class LeaseLost extends Error {}

/** A long kind's claim is renewed this often while it runs. */
const RENEW_MS = LEASE_MS / 4;

export function dueWorkRunner(opts: { db: Db; now: () => Date; log: FastifyBaseLogger }): DueWork {
  const { db, now, log } = opts;
  const handlers = new Map<string, DueHandler>();
  const longKinds = new Set<string>();
  const paused = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | null = null;
  /** The long work this server is doing now (one at a time), and how to stop it. */
  let running: { done: Promise<void>; abort: AbortController } | null = null;

  async function claim(at: Date, kinds: string[], limit: number): Promise<DueRow[]> {
    const until = new Date(at.getTime() + LEASE_MS);
    if (!kinds.length) return [];
    const active = kinds.filter((k) => !paused.has(k));
    // Paused kinds of a disabled tenant are not claimed (an index-backed look-up of the tenant's row).
    const notPaused = paused.size === 0 ? sql`true` : active.length === 0
      ? sql`not exists (select 1 from tenants t where t.id = ${dueWork.tenantId} and t.disabled_at is not null)`
      : sql`(kind in ${active} or not exists (select 1 from tenants t where t.id = ${dueWork.tenantId} and t.disabled_at is not null))`;
    return db.update(dueWork).set({ claimedUntil: until, attempts: sql`${dueWork.attempts} + 1` })
      .where(sql`${dueWork.id} in (select id from ${dueWork}
        where done_at is null and due_at <= ${at.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${at.toISOString()}::timestamptz)
          and attempts < ${MAX_ATTEMPTS} and kind in ${kinds} and ${notPaused}
        order by due_at limit ${limit} for update skip locked)`)
      .returning();
  }

  /** Renewals under way, by row: a commit waits for its row's, so it checks the claim as renewed. */
  const renewals = new WeakMap<DueRow, Promise<boolean>>();

  /** Moves the claim on `row` on by a lease, while it is still ours; false once it is not. */
  async function renew(row: DueRow): Promise<boolean> {
    const until = new Date(now().getTime() + LEASE_MS);
    const [held] = await db.update(dueWork).set({ claimedUntil: until })
      .where(and(eq(dueWork.id, row.id), isNull(dueWork.doneAt), eq(dueWork.claimedUntil, row.claimedUntil!)))
      .returning({ id: dueWork.id });
    if (held) row.claimedUntil = until;
    return Boolean(held);
  }

  /** Lets go of a claim at once (the server stops): the row is due again for any server. */
  async function release(row: DueRow): Promise<void> {
    await db.update(dueWork).set({ claimedUntil: null })
      .where(and(eq(dueWork.id, row.id), isNull(dueWork.doneAt), eq(dueWork.claimedUntil, row.claimedUntil!)));
  }

  /** Starts one long row beside the rounds, its claim renewed until it is done. */
  function startLong(row: DueRow) {
    const abort = new AbortController();
    const keep = setInterval(() => {
      const renewal = renew(row);
      renewals.set(row, renewal);
      renewal.then((held) => { if (!held) abort.abort(new LeaseLost()); }, (err) => log.warn({ err, due_work_id: row.id }, 'due work claim not renewed'));
    }, RENEW_MS);
    const done = perform(row, abort.signal).finally(async () => {
      clearInterval(keep);
      if (abort.signal.aborted) await release(row).catch(() => undefined);
      running = null;
    });
    running = { done, abort };
  }

  /** Marks the row done and runs `write` in one transaction, while the claim on it still holds. */
  async function commitDone(row: DueRow, write?: (tx: Db) => Promise<void>): Promise<void> {
    await renewals.get(row)?.catch(() => false);
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

  async function perform(row: DueRow, signal: AbortSignal = new AbortController().signal): Promise<void> {
    const handler = handlers.get(row.kind)!;
    let committed = false;
    try {
      await handler(row, async (write) => {
        committed = true;
        await commitDone(row, write);
      }, signal);
      if (!committed) await commitDone(row);
    } catch (err) {
      if (err instanceof LeaseLost || signal.aborted) return;
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      log[gaveUp ? 'error' : 'warn']({ err, due_work_id: row.id, kind: row.kind, attempt: row.attempts },
        gaveUp ? 'due work gave up' : 'due work failed, retrying after the lease');
    }
  }

  async function runRound(): Promise<number> {
    let done = 0;
    if (!running) {
      const [row] = await claim(now(), [...longKinds], 1);
      if (row) { startLong(row); done += 1; }
    }
    const kinds = [...handlers.keys()].filter((k) => !longKinds.has(k));
    for (;;) {
      const rows = await claim(now(), kinds, CLAIM);
      for (const row of rows) await perform(row);
      done += rows.length;
      if (rows.length < CLAIM) return done;
    }
  }

  const runner: DueWork = {
    handle(kind, handler, options = {}) {
      handlers.set(kind, handler);
      if (options.long) longKinds.add(kind);
      if (options.pausedWhileTenantDisabled) paused.add(kind);
      else paused.delete(kind);
    },
    runDue() {
      // One round at a time per server; a call during a round waits for it and then runs again.
      const next = (round ?? Promise.resolve(0)).catch(() => 0).then(runRound);
      round = next.finally(() => { if (round === next) round = null; });
      return next.then(async (n) => { await running?.done; return n; });
    },
    start() {
      timer = setInterval(() => { runner.runDue().catch((err) => log.error({ err }, 'due work round failed')); }, POLL_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await round?.catch(() => undefined);
      running?.abort.abort();
      await running?.done;
    },
  };
  return runner;
}
