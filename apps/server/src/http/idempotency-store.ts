import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/index.ts';

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

/**
 * The table of http/idempotency.ts. Every claim is one INSERT … ON CONFLICT DO NOTHING on the
 * (user, key) primary key, never a read then a write, so concurrent repeats (on any number of
 * servers) cannot both win.
 */
export function idempotencyStore(db: Db) {
  return {
    /** Claims the key for this request, or tells what holds it. */
    async claim(k: ActionKey, tenantId: number, fingerprint: string, now: Date, expiredBefore: Date): Promise<ClaimState> {
      const won = await db.insert(idempotentRequests)
        .values({ userId: k.userId, key: k.key, tenantId, fingerprint, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: idempotentRequests.userId });
      if (won.length > 0) return { state: 'claimed' };
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
      await db.update(idempotentRequests)
        .set({ status: reply.status, contentType: reply.contentType, body: reply.body })
        .where(and(row(k), isNull(idempotentRequests.status)));
    },

    /** The first request failed or was refused: the key is free for a retry. */
    async release(k: ActionKey): Promise<void> {
      await db.delete(idempotentRequests).where(and(row(k), isNull(idempotentRequests.status)));
    },

    /** Forgets every key claimed before `before` (the 24 h are over). */
    async sweep(before: Date): Promise<void> {
      await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, before));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
