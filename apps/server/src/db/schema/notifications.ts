import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationDelivery, NotificationKind } from '@portal/contract';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Notifications (issue 21; docs/domain.md "Notifications"): the bell's list, each user's choices,
// and when each kind last went out by mail (one mail per kind per minute at most).

/**
 * What a notification's mail is waiting for: nothing (`none`: off, or already part of a mail),
 * the next mail of its kind (`now`: queued within the minute) or the daily digest (`digest`).
 */
export const NOTIFICATION_MAIL_STATES = ['none', 'now', 'digest'] as const;

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  url: text('url').notNull(),
  /** Whom it is about, when that is someone else (a client's mail or file, for their coach): erased with them (issue 22). */
  aboutUserId: integer('about_user_id'),
  mail: text('mail', { enum: NOTIFICATION_MAIL_STATES }).notNull().default('none'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  index('notifications_user_newest').on(t.userId, t.id.desc()),
  index('notifications_user_unread').on(t.userId).where(sql`read_at is null`),
  index('notifications_user_mail_waiting').on(t.userId, t.kind).where(sql`mail <> 'none'`),
  index('notifications_about').on(t.aboutUserId).where(sql`about_user_id is not null`),
]);

/** A user's choices; no row means the defaults (contract DEFAULT_NOTIFICATION_DELIVERY, 07:00). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  deliveries: jsonb('deliveries').$type<Partial<Record<NotificationKind, NotificationDelivery>>>().notNull().default({}),
  digestHour: integer('digest_hour').notNull().default(7),
  /** Signs the user's one-click unsubscribe links (an HMAC of user and kind); made on first use. */
  unsubscribeSecret: text('unsubscribe_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a kind last mailed a user: the next mail of that kind waits until a minute after it. */
export const notificationMailMarks = pgTable('notification_mail_marks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind] })]);
