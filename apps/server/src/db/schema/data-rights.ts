import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';
import { verifications } from './auth.ts';

// The client owns their record (issue 22; docs/domain.md "Data exports", "Who acted for me").

/**
 * One ZIP of everything that is a client's (`user_id`), made in the background by due work and
 * offered for 24 h to the person who asked for it (`requested_by`: the client, their coach or an
 * admin). At most one is building per asker and client.
 */
export const dataExports = pgTable('data_exports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['building', 'ready', 'failed'] }).notNull().default('building'),
  /** 0–100, written as the archive grows. */
  progress: integer('progress').notNull().default(0),
  /** The archive in file storage (`exports/…zip`) once ready; null again once removed. */
  storageKey: text('storage_key'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  /** Signs the short-lived download cookie of this export (export-ticket.ts); never leaves the server. */
  downloadSecret: text('download_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  /** ready_at + 24 h: the link works until then; due work removes the file at this time. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('data_exports_one_building').on(t.userId, t.requestedBy).where(sql`status = 'building'`),
  index('data_exports_asker').on(t.requestedBy, t.userId, t.id),
]);

/**
 * "Who acted for me": a sign-in link a coach or admin made for the client (recorded when made,
 * `happened_at` when used) and every export made for them by someone else. The client reads the
 * rows that happened, next to their sessions.
 */
export const accessLog = pgTable('access_log', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** The actor's name and role then, kept when their account changes or goes. */
  actorName: text('actor_name').notNull(),
  actorRole: integer('actor_role').notNull(),
  action: text('action', { enum: ['sign_in_link', 'export'] }).notNull(),
  verificationId: integer('verification_id').references(() => verifications.id, { onDelete: 'set null' }),
  exportId: integer('export_id').references(() => dataExports.id, { onDelete: 'set null' }),
  /** When the actor made the link or started the export. */
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** When it took effect: the link used (null until then), the export started. */
  happenedAt: timestamp('happened_at', { withTimezone: true }),
}, (t) => [
  index('access_log_user').on(t.userId, t.happenedAt),
  uniqueIndex('access_log_verification').on(t.verificationId),
]);
