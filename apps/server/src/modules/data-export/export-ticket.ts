import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users, type UserRow } from '../../db/schema/index.ts';
import { safeEqual } from '../../lib/secrets.ts';
import { opensAccount } from '../users/access-valid.ts';

// How the browser downloads an export (issue 22, decision 036). The app authenticates with a bearer
// header (decision 002), which a plain link cannot send, and fetching a large archive into a Blob
// would hold it whole in the page. So the reply that says an export is ready also sets a cookie for
// that one download path: HttpOnly, SameSite=Strict, a few minutes long, signed with the export's
// own secret and bound to the session that read it. The page's link then downloads as any link does
// (streamed to disk by the browser), and only while that session is live, for its owner.

export const TICKET_COOKIE = 'pas_export';
export const TICKET_TTL_S = 10 * 60;

const sign = (secret: string, exportId: number, sessionId: number, until: number) =>
  createHmac('sha256', secret).update(`export:${exportId}:${sessionId}:${until}`).digest('base64url');

export function downloadTicket(secret: string, exportId: number, sessionId: number, now: Date): string {
  const until = Math.floor(now.getTime() / 1000) + TICKET_TTL_S;
  return `${sessionId}.${until}.${sign(secret, exportId, sessionId, until)}`;
}

/** The session a ticket was made for, when it is this export's, unexpired and signed with its secret. */
export function ticketSession(value: string | undefined, secret: string, exportId: number, now: Date): number | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!m) return null;
  const [sessionId, until] = [Number(m[1]), Number(m[2])];
  if (until * 1000 <= now.getTime()) return null;
  return safeEqual(sign(secret, exportId, sessionId, until), m[3]!) ? sessionId : null;
}

/** The user of a live session (not ended, not expired, the account open), or null. */
export async function liveSessionUser(db: Db, sessionId: number, now: Date): Promise<UserRow | null> {
  const [row] = await db.select({ user: users }).from(authSessions).innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now),
      gt(authSessions.idleExpiresAt, now), opensAccount(authSessions.createdAt)))
    .limit(1);
  return row?.user ?? null;
}
