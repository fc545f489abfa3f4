import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

export const scheduleEntries = pgTable('schedule_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  coachId: integer('coach_id').references(() => users.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  timeZone: text('time_zone').notNull(),
  meetingUrl: text('meeting_url'),
}, (t) => [index('schedule_user_start').on(t.userId, t.startsAt)]);

export const tickets = pgTable('tickets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  category: text('category').notNull(),
  priority: text('priority').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('tickets_user').on(t.userId)]);

/** A reply on a support ticket, by the client's coach (or an admin) or the client (issue 12; seen on /help). */
export const ticketReplies = pgTable('ticket_replies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  ticketId: integer('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('ticket_replies_ticket').on(t.ticketId, t.createdAt)]);

export const errorReports = pgTable('error_reports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  url: text('url').notNull(),
  host: text('host').notNull(),
  pathname: text('pathname').notNull(),
  message: text('message').notNull(),
  subject: text('subject').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The demo mailbox (DESIGN §6): every email the portal sends outside production. */
export const demoMailbox = pgTable('demo_mailbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The calendar invitation the mail carried (issue 20), served at /dev/mail/{id}/invite.ics. */
  calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
  /** The From display name, Reply-To and extra headers it was sent with (issue 21), as /dev/mail.json shows them. */
  fromName: text('from_name'),
  /** The tenant's own sender address, where the operator allowed one; null: MAIL_FROM's. */
  fromAddress: text('from_address'),
  replyTo: text('reply_to'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every email the portal sends waits here until a worker delivers it (demo mailbox or SMTP), with
 * retries and backoff: no request waits on the relay, and a relay hiccup loses no sign-in code.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** A calendar invitation sent with the mail (issue 20): its iCalendar METHOD and text. */
  calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
  /** The tenant's name for the From line (the address stays MAIL_FROM's), Reply-To, extra headers (issue 21). */
  fromName: text('from_name'),
  /** The tenant's own sender address, where the operator allowed one; null: MAIL_FROM's. */
  fromAddress: text('from_address'),
  replyTo: text('reply_to'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)]);

/** Internal mail between a client and their coach (spec §3 Email). */
export const emails = pgTable('emails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  parentId: integer('parent_id'),
  fromUserId: integer('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  toUserId: integer('to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  readAt: timestamp('read_at', { withTimezone: true }),
  deletedBySenderAt: timestamp('deleted_by_sender_at', { withTimezone: true }),
  deletedByRecipientAt: timestamp('deleted_by_recipient_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('emails_to').on(t.toUserId), index('emails_from').on(t.fromUserId), index('emails_parent').on(t.parentId),
  // unread mail on the coach's client list (issue 12, migration 0011)
  index('emails_unread_to').on(t.toUserId).where(sql`${t.readAt} is null and ${t.deletedByRecipientAt} is null`),
]);
