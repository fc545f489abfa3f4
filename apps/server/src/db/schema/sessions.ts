import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Availability, BookingStatus, LocationKind } from '@portal/contract';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Sessions with the coach (issue 20; docs/domain.md "Sessions"). A coach's availability and session
// types; the bookings clients and coaches make; the reminders due before them.

/** A coach's weekly hours and booking rules, the whole of it as the contract's Availability. */
export const coachAvailability = pgTable('coach_availability', {
  coachId: integer('coach_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  rules: jsonb('rules').$type<Availability>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a client may book with a coach: its length, where it happens and who may book it. */
export const sessionTypes = pgTable('session_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  coachId: integer('coach_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  minutes: integer('minutes').notNull(),
  locationKind: text('location_kind').$type<LocationKind>().notNull(),
  /** The coach's room URL, phone number or address; null for a room made per booking. */
  location: text('location'),
  audience: text('audience', { enum: ['all', 'chosen'] }).notNull().default('all'),
  clientIds: integer('client_ids').array().notNull().default(sql`'{}'`),
  groupIds: integer('group_ids').array().notNull().default(sql`'{}'`),
  /** Sessions of this type a client may book in a calendar month (the coach's zone); null: no limit. */
  perMonth: integer('per_month'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('session_types_coach').on(t.coachId)]);

/**
 * A booked session. `busy_until` is the end plus the coach's buffer at the time of booking: the
 * exclusion constraint bookings_no_overlap (migration 0019) keeps the [starts_at, busy_until) of a
 * coach's active bookings apart, so no two can overlap however many requests race.
 */
export const bookings = pgTable('bookings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  coachId: integer('coach_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  clientId: integer('client_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').notNull().references(() => sessionTypes.id),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
  status: text('status').$type<BookingStatus>().notNull().default('booked'),
  /** Copied from the type when booked: a later edit of the type does not move a booked session. */
  typeName: text('type_name').notNull(),
  locationKind: text('location_kind').$type<LocationKind>().notNull(),
  meetingUrl: text('meeting_url'),
  location: text('location'),
  note: text('note'),
  cancelReason: text('cancel_reason'),
  cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** The invitation's SEQUENCE (RFC 5545 §3.8.7.4): raised on each move and on cancel. */
  sequence: integer('sequence').notNull().default(0),
  bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('bookings_coach').on(t.coachId, t.startsAt), index('bookings_client').on(t.clientId, t.startsAt)]);

/**
 * Work due later (DESIGN §5, decision 032): a row per thing to do at `due_at`, claimed by one server
 * with FOR UPDATE SKIP LOCKED and marked done in the transaction that does it.
 */
export const dueWork = pgTable('due_work', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  kind: text('kind').notNull(),
  /** The row the work is about (a booking for a session reminder). */
  subjectId: integer('subject_id').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  /** At most one row of a kind with this key waits at a time (a user's next digest, say). */
  key: text('key'),
  /** A server holds the row until then; after it the row is due again (that server stopped). */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('due_work_subject').on(t.kind, t.subjectId),
  uniqueIndex('due_work_waiting_key').on(t.kind, t.key).where(sql`done_at is null and key is not null`),
]);
