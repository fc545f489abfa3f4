import { createHmac } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/contract';
import { safeEqual } from '../../lib/secrets.ts';

// One-click unsubscribe links (issue 21, RFC 8058): `{user}.{kind}.{signature}`, signed with the
// user's own secret (notification_settings). A guessed link, one edited to name another user or
// another kind, or one signed with a secret since replaced, matches nothing and does nothing.

const sign = (secret: string, userId: number, kind: NotificationKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${sign(secret, userId, kind)}`;
}

export interface UnsubscribeClaim { userId: number; kind: NotificationKind; signature: string }

/** What a token claims, or null when it is not even shaped like one. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const m = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !(NOTIFICATION_KINDS as readonly string[]).includes(m[2]!)) return null;
  return { userId: Number(m[1]), kind: m[2] as NotificationKind, signature: m[3]! };
}

export const claimHolds = (secret: string, c: UnsubscribeClaim) => safeEqual(sign(secret, c.userId, c.kind), c.signature);
