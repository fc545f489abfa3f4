import { and, eq, lt, sql } from 'drizzle-orm';
import { passkeyChallenges } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { RelyingParty } from './relying-party.ts';

/** A ceremony's challenge lives this long (the browser's own timeout is the same). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Challenges nobody finished are swept at most this often per server. */
const SWEEP_EVERY_MS = 60_000;

type Purpose = (typeof passkeyChallenges.$inferInsert)['purpose'];
export interface Challenge { challenge: string; tenantId: number; userId: number | null; userHandle: string | null; rpId: string; origin: string }

// Decision 035: the challenge of each ceremony is a row, so the server that checks the answer need
// not be the one that asked. One row per binding (a new ceremony replaces the one before it);
// taking it deletes it in the same statement, so a challenge is answered at most once however many
// servers race for it, and one past its 5 minutes is refused.
export function passkeyChallengeStore(deps: Deps) {
  const { db } = deps;
  let sweptAt = 0;
  // Taken at every sign-in: prepared once (bench/README.md "Passkey sign-in").
  const takeChallenge = db.delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.bindingHash, sql.placeholder('bindingHash')), eq(passkeyChallenges.purpose, sql.placeholder('purpose'))))
    .returning().prepare('take_passkey_challenge');

  async function sweep(now: Date) {
    if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now.getTime();
    await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  }

  return {
    /** Keeps the challenge of a new ceremony for `binding` (a cookie's secret or `session:{id}`). */
    async put(binding: string, purpose: Purpose, c: { challenge: string; tenantId: number; userId: number | null; userHandle: string | null }, rp: RelyingParty) {
      const now = deps.now();
      await sweep(now);
      const row = { ...c, purpose, rpId: rp.id, origin: rp.origin, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) };
      await db.insert(passkeyChallenges).values({ bindingHash: sha256(binding), ...row })
        .onConflictDoUpdate({ target: passkeyChallenges.bindingHash, set: row });
    },

    /** The live challenge of `binding` for this purpose, used up by the taking; null when none is live. */
    async take(binding: string, purpose: Purpose): Promise<Challenge | null> {
      const [row] = await takeChallenge.execute({ bindingHash: sha256(binding), purpose });
      if (!row || row.expiresAt <= deps.now()) return null;
      return { challenge: row.challenge, tenantId: row.tenantId, userId: row.userId, userHandle: row.userHandle, rpId: row.rpId, origin: row.origin };
    },
  };
}
export type PasskeyChallengeStore = ReturnType<typeof passkeyChallengeStore>;
