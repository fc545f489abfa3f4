import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/index.ts';
import { groupCommit } from '../lib/group-commit.ts';

/** One user's action: the caller and the Idempotency-Key they sent. */
export interface ActionKey { userId: number; key: string }

/** A first reply as it is kept, to be answered again to every repeat. */
export interface KeptReply { status: number; contentType: string | null; body: string }

export type ClaimState =
  | { state: 'claimed' }
  | { state: 'done'; fingerprint: string; reply: KeptReply }
  | { state: 'running'; fingerprint: string; claimedAt: Date }
  | { state: 'expired'; claimedAt: Date };

const row = (k: ActionKey) => and(eq(idempotentRequests.userId, k.userId), eq(idempotentRequests.key, k.key));
const idOf = (k: ActionKey) => `${k.userId} ${k.key}`;
/** Every batch takes its rows in one order, so two servers' batches wait for each other instead of deadlocking. */
const inKeyOrder = <T extends ActionKey>(a: T, b: T) => a.userId - b.userId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
/** Rows per statement: five parameters each, and a kept body may be long. */
const MAX_BATCH = 200;

type NewClaim = ActionKey & { tenantId: number; fingerprint: string; createdAt: Date };
type Keeping = ActionKey & KeptReply;
/** What one request asks of the table: claim its key (true when it won), or keep its reply. */
type Write = { claim: NewClaim } | { keep: Keeping };

/**
 * The table of http/idempotency.ts. Every claim is an INSERT … ON CONFLICT DO NOTHING on the
 * (user, key) primary key, never a read then a write, so concurrent repeats (on any number of
 * servers) cannot both win. The claims and the kept replies that arrive at the same moment share
 * one statement and one commit (lib/group-commit.ts): every write a user makes pays for both, and a
 * round trip and commit each per request was most of a note's cost (bench/README.md, note-create).
 */
export function idempotencyStore(db: Db) {
  const writes = groupCommit<Write, boolean>(async (batch) => {
    // Two requests with one key in one batch: the first is inserted; the second loses and reads it.
    const seen = new Set<string>();
    const claims = batch.flatMap((w) => ('claim' in w && !seen.has(idOf(w.claim)) && seen.add(idOf(w.claim)) ? [w.claim] : []));
    const keeps = batch.flatMap((w) => ('keep' in w ? [w.keep] : []));
    const claimed = claims.length ? sql`insert into ${idempotentRequests} (user_id, key, tenant_id, fingerprint, created_at)
      values ${sql.join([...claims].sort(inKeyOrder).map((c) =>
        sql`(${c.userId}::int, ${c.key}::uuid, ${c.tenantId}::int, ${c.fingerprint}::text, ${c.createdAt.toISOString()}::timestamptz)`), sql`, `)}
      on conflict do nothing returning user_id, key` : null;
    const kept = keeps.length ? sql`update ${idempotentRequests} as r
      set status = v.status, content_type = v.content_type, body = v.body
      from (values ${sql.join([...keeps].sort(inKeyOrder).map((k) =>
        sql`(${k.userId}::int, ${k.key}::uuid, ${k.status}::smallint, ${k.contentType}::text, ${k.body}::text)`), sql`, `)}) as v(user_id, key, status, content_type, body)
      where r.user_id = v.user_id and r.key = v.key and r.status is null` : null;
    // One statement either way: the update as a data-modifying WITH beside the insert.
    const statement = claimed && kept ? sql`with kept as (${kept}) ${claimed}` : (claimed ?? kept!);
    const { rows } = (await db.execute(statement)) as unknown as { rows: { user_id: number; key: string }[] };
    const won = new Set(rows.map((r) => idOf({ userId: Number(r.user_id), key: r.key })));
    const inserted = new Set(claims);
    return batch.map((w) => 'claim' in w && inserted.has(w.claim) && won.has(idOf(w.claim)));
  }, MAX_BATCH);

  return {
    /** Claims the key for this request, or tells what holds it. */
    async claim(k: ActionKey, tenantId: number, fingerprint: string, now: Date, expiredBefore: Date): Promise<ClaimState> {
      if (await writes.enqueue({ claim: { userId: k.userId, key: k.key, tenantId, fingerprint, createdAt: now } })) return { state: 'claimed' };
      const [held] = await db.select().from(idempotentRequests).where(row(k));
      // Released between the insert and the read (the first attempt failed): claim it again.
      if (!held) return this.claim(k, tenantId, fingerprint, now, expiredBefore);
      if (held.createdAt < expiredBefore) return { state: 'expired', claimedAt: held.createdAt };
      if (held.status === null) return { state: 'running', fingerprint: held.fingerprint, claimedAt: held.createdAt };
      return { state: 'done', fingerprint: held.fingerprint, reply: { status: held.status, contentType: held.contentType, body: held.body ?? '' } };
    },

    /** Takes over a claim that was `claimedAt` (expired, or abandoned by a server that stopped). */
    async takeOver(k: ActionKey, claimedAt: Date, fingerprint: string, now: Date): Promise<boolean> {
      const taken = await db.update(idempotentRequests)
        .set({ fingerprint, createdAt: now, status: null, contentType: null, body: null })
        .where(and(row(k), eq(idempotentRequests.createdAt, claimedAt)))
        .returning({ userId: idempotentRequests.userId });
      return taken.length > 0;
    },

    /** The first request succeeded: its reply answers every repeat. */
    async keep(k: ActionKey, reply: KeptReply): Promise<void> {
      await writes.enqueue({ keep: { userId: k.userId, key: k.key, ...reply } });
    },

    /** The first request failed or was refused: the key is free for a retry. */
    async release(k: ActionKey): Promise<void> {
      await db.delete(idempotentRequests).where(and(row(k), isNull(idempotentRequests.status)));
    },

    /** Forgets every key claimed before `before` (the 24 h are over). */
    async sweep(before: Date): Promise<void> {
      await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, before));
    },

    /** Waits for the claims and kept replies under way (at shutdown). */
    async drain(): Promise<void> {
      await writes.drain();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
