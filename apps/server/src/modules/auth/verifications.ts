import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@portal/contract';
import { verifications } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';

type Purpose = (typeof verifications.$inferInsert)['purpose'];

// The one store of one-time secrets (STYLE §6, DESIGN §7): hashed, single use, expiring, and a code
// dies after OTP_MAX_ATTEMPTS wrong tries.
export function verificationStore(deps: Deps) {
  const { db } = deps;
  const live = (userId: number, purpose: Purpose) => and(eq(verifications.userId, userId),
    eq(verifications.purpose, purpose), isNull(verifications.usedAt), gt(verifications.expiresAt, deps.now()));

  return {
    /** Issues a secret; earlier live secrets of the same purpose die (only the newest code works). */
    async issue(userId: number, purpose: Purpose, secret: string, ttlS: number) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        if (purpose !== 'trusted_device') {
          await tx.update(verifications).set({ usedAt: now }).where(live(userId, purpose));
        }
        await tx.insert(verifications).values({
          userId, purpose, secretHash: sha256(secret), createdAt: now, expiresAt: new Date(now.getTime() + ttlS * 1000),
        });
      });
    },

    /** When the newest secret of this purpose was issued (used or not), for resend countdowns. */
    async lastIssuedAt(userId: number, purpose: Purpose): Promise<Date | null> {
      const [row] = await db.select({ at: verifications.createdAt }).from(verifications)
        .where(and(eq(verifications.userId, userId), eq(verifications.purpose, purpose)))
        .orderBy(desc(verifications.createdAt)).limit(1);
      return row?.at ?? null;
    },

    /**
     * Checks a code against the user's newest live one. A wrong code counts an attempt; the fifth
     * wrong attempt kills the code. `consume` marks a right code used.
     */
    async checkCode(userId: number, purpose: Purpose, code: string, consume: boolean): Promise<boolean> {
      const [row] = await db.select().from(verifications).where(live(userId, purpose))
        .orderBy(desc(verifications.createdAt)).limit(1);
      if (!row || row.attempts >= OTP_MAX_ATTEMPTS) return false;
      if (safeEqual(row.secretHash, sha256(code))) {
        if (consume) {
          const used = await db.update(verifications).set({ usedAt: deps.now() })
            .where(and(eq(verifications.id, row.id), isNull(verifications.usedAt))).returning({ id: verifications.id });
          return used.length === 1;
        }
        return true;
      }
      const attempts = row.attempts + 1;
      await db.update(verifications)
        .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { usedAt: deps.now() } : {}) })
        .where(eq(verifications.id, row.id));
      return false;
    },

    /** Consumes a link token (reset, sign-in link) once; returns its user or null. */
    async consumeToken(purpose: Purpose, token: string, accept: (userId: number) => Promise<boolean> | boolean = () => true) {
      const [row] = await db.select().from(verifications).where(and(eq(verifications.secretHash, sha256(token)),
        eq(verifications.purpose, purpose), isNull(verifications.usedAt), gt(verifications.expiresAt, deps.now()))).limit(1);
      if (!row || !(await accept(row.userId))) return null;
      const used = await db.update(verifications).set({ usedAt: deps.now() })
        .where(and(eq(verifications.id, row.id), isNull(verifications.usedAt))).returning({ id: verifications.id });
      return used.length === 1 ? row.userId : null;
    },

    /** A remembered device: valid while unexpired; not consumed by use. */
    async isTrusted(userId: number, token: string) {
      const [row] = await db.select({ id: verifications.id }).from(verifications)
        .where(and(live(userId, 'trusted_device'), eq(verifications.secretHash, sha256(token)))).limit(1);
      return Boolean(row);
    },
  };
}
export type VerificationStore = ReturnType<typeof verificationStore>;
