import { integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * DESIGN §5 "every write is safe to repeat": (user, Idempotency-Key) → the first reply, kept 24 h
 * (http/idempotency.ts). The primary key is the claim: the first request inserts the row, every
 * repeat conflicts with it, so two servers can never both run one action.
 */
export const idempotentRequests = pgTable('idempotent_requests', {
  /** No foreign key: a row lives 24 h at most, and a key on users would lock the caller's row on every write. */
  userId: integer('user_id').notNull(),
  key: uuid('key').notNull(),
  /** The caller's tenant (DESIGN §5: every tenant's row carries it); the user already implies it. */
  tenantId: integer('tenant_id').notNull(),
  /** SHA-256 of method, path and body: a repeat must be the same request. */
  fingerprint: text('fingerprint').notNull(),
  /** null while the first request runs; its reply's status once it is kept. */
  status: smallint('status'),
  contentType: text('content_type'),
  body: text('body'),
  /** When the key was claimed (or taken over from an abandoned claim); kept 24 h from here. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] })]);
