import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assessments } from './flash.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// The client's implementation work (spec §2 /action-steps; §3 Action step, Commitment/task, Team
// member; §4 Boards, statuses). See docs/domain.md "Client work: the implementation plan".

/**
 * A card on the action-steps board or the reminders board of one focus area ("main focus": an
 * implementation path of the client's assessment). spec §4: status 0 = to do, 2 = in progress,
 * anything else = completed (stored as 3). `position` orders the cards inside a column.
 */
export const boardCards = pgTable('board_cards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  /** The focus area: `implementation_paths.path` of the same assessment. */
  path: text('path').notNull(),
  board: text('board', { enum: ['action_steps', 'reminders'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: integer('status').notNull().default(0),
  position: integer('position').notNull().default(0),
  dueAt: timestamp('due_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The due time its owner was last told of (issue 21, due-notices.ts), and how far: 1 due soon, 2 due now or overdue. */
  noticeFor: timestamp('notice_for', { withTimezone: true }),
  noticeStage: integer('notice_stage').notNull().default(0),
  /** Who made the card: the client (= user_id) or their coach or an admin. Who may change it follows (docs/domain.md). */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('board_cards_board').on(t.tenantId, t.userId, t.assessmentId, t.path, t.board),
  // overdue action steps on the coach's client list (issue 12, migration 0011)
  index('board_cards_open_due').on(t.userId, t.dueAt).where(sql`${t.board} = 'action_steps' and ${t.status} <> 3 and ${t.dueAt} is not null`),
  // a tenant's open dated cards by due time: the minute's look for work falling due (issue 21, migration 0021)
  index('board_cards_tenant_open_due').on(t.tenantId, t.dueAt).where(sql`${t.status} <> 3 and ${t.dueAt} is not null`),
]);

/** People on the client's team who can be made responsible for a commitment. */
export const teamMembers = pgTable('team_members', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  /** The client whose team this is. */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('team_members_user').on(t.tenantId, t.userId)]);

/**
 * A commitment (task): spec §4 status 0 = to do, 1 = progress, anything else = completed (stored
 * as 2). Who is responsible, by when, and an optional attached file (`file_name`, stored under the
 * server-made `file_key`).
 */
export const commitments = pgTable('commitments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
  path: text('path'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: integer('status').notNull().default(0),
  position: integer('position').notNull().default(0),
  responsibleId: integer('responsible_id').references(() => teamMembers.id, { onDelete: 'set null' }),
  deadline: timestamp('deadline', { withTimezone: true }),
  fileName: text('file_name'),
  fileKey: text('file_key'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The deadline its owner was last told of (issue 21, due-notices.ts), and how far: 1 due soon, 2 overdue. */
  noticeFor: timestamp('notice_for', { withTimezone: true }),
  noticeStage: integer('notice_stage').notNull().default(0),
  /** Who made the commitment: the client (= user_id) or their coach or an admin (as board_cards.created_by). */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('commitments_user').on(t.tenantId, t.userId, t.status), index('commitments_deadline').on(t.userId, t.deadline),
  // overdue commitments on the coach's client list (issue 12, migration 0011)
  index('commitments_open_deadline').on(t.userId, t.deadline).where(sql`${t.status} <> 2 and ${t.deadline} is not null`),
  // a tenant's open commitments by deadline: the minute's look for work falling due (issue 21, migration 0021)
  index('commitments_tenant_open_deadline').on(t.tenantId, t.deadline).where(sql`${t.status} <> 2 and ${t.deadline} is not null`),
]);

/**
 * A card or commitment deleted a moment ago, kept whole (its row as JSON) so that "Undo" puts it back
 * with its id, column and place (decision 023). Entries older than the restore window are purged.
 */
export const deletedPlanItems = pgTable('deleted_plan_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['card', 'commitment'] }).notNull(),
  itemId: integer('item_id').notNull(),
  row: jsonb('row').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('deleted_plan_items_item').on(t.kind, t.itemId), index('deleted_plan_items_age').on(t.deletedAt)]);

/** A client's subscribable calendar feed: only the SHA-256 of its secret URL token is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('calendar_feeds_token').on(t.tokenHash)]);
