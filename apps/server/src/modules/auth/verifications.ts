import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@portal/contract';
import { verifications } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';

type Purpose = (typeof verifications.$inferInsert)['purpose'];
/** Codes typed by hand: a sign-in code, or the code that confirms it is you (identity-check.ts). */
type CodePurpose = 'login_code' | 'confirm_code';

/** The newest sign-in code of one sign-in attempt, as the resend rules need it. */
export interface AttemptCode { createdAt: Date; live: boolean }

// The one store of one-time secrets (STYLE §6, DESIGN §7): hashed, single use, expiring. A sign-in
// code is bound to the attempt (browser) that asked for it and dies after OTP_MAX_ATTEMPTS wrong
// tries; every counter is one atomic statement (issue 8: parallel guesses lost increments).
export function verificationStore(deps: Deps) {
  const { db } = deps;
  const live = (userId: number, purpose: Purpose) => and(eq(verifications.userId, userId),
    eq(verifications.purpose, purpose), isNull(verifications.usedAt), gt(verifications.expiresAt, deps.now()));

  return {
    /**
     * Issues a secret; earlier live secrets of the same purpose die (only the newest code works).
     * `attempt` binds a sign-in code to the browser that asked for it. Answers the new row's id.
     */
    async issue(userId: number, purpose: Purpose, secret: string, ttlS: number, attempt?: string): Promise<number> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        if (purpose !== 'trusted_device') {
          await tx.update(verifications).set({ usedAt: now }).where(live(userId, purpose));
        }
        const [made] = await tx.insert(verifications).values({
          userId, purpose, secretHash: sha256(secret), attemptHash: attempt ? sha256(attempt) : null,
          createdAt: now, expiresAt: new Date(now.getTime() + ttlS * 1000),
        }).returning({ id: verifications.id });
        return made!.id;
      });
    },

    /** The newest sign-in code of this attempt (used, dead or live), or null for another browser. */
    async attemptCode(userId: number, attempt: string | null): Promise<AttemptCode | null> {
      if (!attempt) return null;
      const [row] = await db.select().from(verifications)
        .where(and(eq(verifications.userId, userId), eq(verifications.purpose, 'login_code')))
        .orderBy(desc(verifications.createdAt), desc(verifications.id)).limit(1);
      if (!row || row.attemptHash === null || !safeEqual(row.attemptHash, sha256(attempt))) return null;
      const isLive = row.usedAt === null && row.expiresAt > deps.now() && row.attempts < OTP_MAX_ATTEMPTS;
      return { createdAt: row.createdAt, live: isLive };
    },

    /**
     * Checks a sign-in code against the live code of this attempt. A guess without the attempt's
     * secret never counts (nobody else can burn a user's code, ASVS 6.6.2). The try is counted
     * before the comparison, in one statement, so parallel guesses get OTP_MAX_ATTEMPTS tries in
     * all; the last wrong one kills the code. `consume` marks a right code used.
     */
    async checkCode(userId: number, attempt: string | null, code: string, consume: boolean, purpose: CodePurpose = 'login_code'): Promise<boolean> {
      if (!attempt) return false;
      const now = deps.now();
      const [row] = await db.update(verifications).set({ attempts: sql`${verifications.attempts} + 1` })
        .where(and(live(userId, purpose), eq(verifications.attemptHash, sha256(attempt)),
          lt(verifications.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ id: verifications.id, secretHash: verifications.secretHash, attempts: verifications.attempts });
      if (!row) return false;
      if (safeEqual(row.secretHash, sha256(code))) {
        if (!consume) {
          // A right code checked ahead of sign-in is not a wrong try.
          await db.update(verifications).set({ attempts: sql`${verifications.attempts} - 1` }).where(eq(verifications.id, row.id));
          return true;
        }
        const used = await db.update(verifications).set({ usedAt: now })
          .where(and(eq(verifications.id, row.id), isNull(verifications.usedAt))).returning({ id: verifications.id });
        return used.length === 1;
      }
      if (row.attempts >= OTP_MAX_ATTEMPTS) {
        await db.update(verifications).set({ usedAt: now }).where(and(eq(verifications.id, row.id), isNull(verifications.usedAt)));
      }
      return false;
    },

    /**
     * Consumes a link token (reset, sign-in link) once; returns its user or null. `accept` sees the
     * link's user and when it was made; a link it refuses stays unused.
     */
    async consumeToken(purpose: Purpose, token: string, accept: (userId: number, madeAt: Date) => Promise<boolean> | boolean = () => true) {
      const [row] = await db.select().from(verifications).where(and(eq(verifications.secretHash, sha256(token)),
        eq(verifications.purpose, purpose), isNull(verifications.usedAt), gt(verifications.expiresAt, deps.now()))).limit(1);
      if (!row || !(await accept(row.userId, row.createdAt))) return null;
      const used = await db.update(verifications).set({ usedAt: deps.now() })
        .where(and(eq(verifications.id, row.id), isNull(verifications.usedAt))).returning({ id: verifications.id });
      return used.length === 1 ? row.userId : null;
    },

    /** The user of a live link token, without using it up (a page that shows whom a link greets). */
    async peekToken(purpose: Purpose, token: string): Promise<number | null> {
      const [row] = await db.select({ userId: verifications.userId }).from(verifications).where(and(eq(verifications.secretHash, sha256(token)),
        eq(verifications.purpose, purpose), isNull(verifications.usedAt), gt(verifications.expiresAt, deps.now()))).limit(1);
      return row?.userId ?? null;
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
