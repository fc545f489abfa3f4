import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// A client's own work between sessions (spec §2 /metrics, /notes; §3 Notes state). Every row
// belongs to one client (`user_id`) in one tenant; see docs/domain.md "Client work".

/** Meeting notes (spec §7 clientportal/notes): what was said in a coaching meeting. */
export const meetingNotes = pgTable('meeting_notes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Who wrote it: the client, or their coach. */
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** The meeting's day, YYYY-MM-DD (a calendar day, not an instant). */
  meetingDate: text('meeting_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('meeting_notes_user').on(t.tenantId, t.userId, t.updatedAt)]);

/** A number the client tracks (spec §7 clientportal/metrics): revenue, leads, margin … */
export const metrics = pgTable('metrics', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** How values read: 'currency' (the client's currency), 'percent' or 'number'. */
  unit: text('unit', { enum: ['currency', 'percent', 'number'] }).notNull().default('number'),
  description: text('description').notNull().default(''),
  /** The value the client aims for, if any. */
  target: numeric('target', { precision: 18, scale: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('metrics_user').on(t.tenantId, t.userId)]);

/** A metric's history: one value per month (`period` = YYYY-MM). */
export const metricValues = pgTable('metric_values', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  metricId: integer('metric_id').notNull().references(() => metrics.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  value: numeric('value', { precision: 18, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('metric_values_period').on(t.metricId, t.period)]);
