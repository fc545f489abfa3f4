import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Access tokens (DESIGN §7): only the SHA-256 of the token is kept. */
export const authSessions = pgTable('auth_sessions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  browser: text('browser'),
  ip: text('ip'),
  location: text('location'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [uniqueIndex('auth_sessions_token').on(t.tokenHash), index('auth_sessions_user').on(t.userId)]);

/**
 * One store for every one-time secret (STYLE §6): sign-in codes, password-reset links, sign-in links
 * and remembered devices. Secrets are stored hashed; single use; expiry and attempts in one place.
 */
export const verifications = pgTable('verifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['login_code', 'password_reset', 'login_link', 'trusted_device', 'invite', 'confirm_code'] }).notNull(),
  secretHash: text('secret_hash').notNull(),
  /**
   * A sign-in code is bound to the sign-in attempt that asked for it (ASVS 6.6.2): the SHA-256 of a
   * secret only that browser holds (an HttpOnly cookie). Null for the other purposes.
   */
  attemptHash: text('attempt_hash'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('verifications_user_purpose').on(t.userId, t.purpose)]);
