import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_DIGEST_HOUR, DEFAULT_NOTIFICATION_DELIVERY, NOTIFICATION_KINDS_FOR,
  type NotificationDelivery, type NotificationKind, type NotificationPreferences,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { notificationSettings, ROLE } from '../../db/schema/index.ts';
import { newToken } from '../../lib/secrets.ts';

// Each user's choices (issue 21): per kind, mail at once, in the daily digest, or off; and the
// digest's local hour. No row means the defaults; a kind never chosen keeps its default.

export interface NotificationChoices {
  deliveries: Record<NotificationKind, NotificationDelivery>;
  digestHour: number;
}

/** The kinds a user of this role is told about, and asked about on /profile. */
export const kindsForRole = (roleId: number): readonly NotificationKind[] =>
  roleId === ROLE.client ? NOTIFICATION_KINDS_FOR.client : NOTIFICATION_KINDS_FOR.coach;

export async function choicesOf(db: Db, userId: number): Promise<NotificationChoices> {
  const [row] = await db.select({ deliveries: notificationSettings.deliveries, digestHour: notificationSettings.digestHour })
    .from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return {
    deliveries: { ...DEFAULT_NOTIFICATION_DELIVERY, ...(row?.deliveries ?? {}) },
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
  };
}

/** Saves the kinds named (others keep their choice) and the digest hour. */
export async function saveChoices(db: Db, tenantId: number, userId: number, p: NotificationPreferences, now: Date): Promise<void> {
  const chosen = JSON.stringify(p.deliveries);
  await db.insert(notificationSettings)
    .values({ userId, tenantId, deliveries: p.deliveries, digestHour: p.digest_hour, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { deliveries: sql`${notificationSettings.deliveries} || ${chosen}::jsonb`, digestHour: p.digest_hour, updatedAt: now },
    });
}

/** Turns one kind's mail off (the one-click unsubscribe). */
export async function turnOff(db: Db, tenantId: number, userId: number, kind: NotificationKind, now: Date): Promise<void> {
  const off = JSON.stringify({ [kind]: 'off' });
  await db.insert(notificationSettings)
    .values({ userId, tenantId, deliveries: { [kind]: 'off' }, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { deliveries: sql`${notificationSettings.deliveries} || ${off}::jsonb`, updatedAt: now } });
}

/** The secret that signs the user's unsubscribe links, made the first time one is needed. */
export async function unsubscribeSecretOf(db: Db, tenantId: number, userId: number): Promise<string> {
  const [row] = await db.insert(notificationSettings)
    .values({ userId, tenantId, unsubscribeSecret: newToken() })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { unsubscribeSecret: sql`coalesce(${notificationSettings.unsubscribeSecret}, excluded.unsubscribe_secret)` },
    })
    .returning({ secret: notificationSettings.unsubscribeSecret });
  return row!.secret!;
}

/** The secret as it is, without making one: a link for a user who has none is not theirs. */
export async function storedSecretOf(db: Db, userId: number): Promise<{ tenantId: number; secret: string } | null> {
  const [row] = await db.select({ tenantId: notificationSettings.tenantId, secret: notificationSettings.unsubscribeSecret })
    .from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row?.secret ? { tenantId: row.tenantId, secret: row.secret } : null;
}
