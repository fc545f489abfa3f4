import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, tenants } from './tenants.ts';
import { users } from './users.ts';

// Flash coaching (spec §3 Currency, Lesson-page state, Training analytics entry; §4 Assessments,
// Lessons, Analytics syncing). See docs/domain.md "Flash coaching".

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
});

export const assessments = pgTable('assessments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id),
  title: text('title').notNull(),
  type: text('type').notNull().default('client'),
  status: text('status').notNull().default('complete'),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('assessments_user').on(t.tenantId, t.userId)]);

/** The findings of an assessment, one row per business area. */
export const assessmentAnalysis = pgTable('assessment_analysis', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  area: text('area').notNull(),
  score: integer('score').notNull(),
  findings: text('findings').notNull(),
  order: integer('order').notNull().default(0),
}, (t) => [index('assessment_analysis_assessment').on(t.assessmentId)]);

/** The implementation plan: paths (focus areas) of an assessment, each with ordered lessons. */
export const implementationPaths = pgTable('implementation_paths', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  order: integer('order').notNull().default(0),
}, (t) => [uniqueIndex('implementation_paths_key').on(t.assessmentId, t.path)]);

export interface LessonItemDef { key: string; label: string }
export const implementationLessons = pgTable('implementation_lessons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  pathId: integer('path_id').notNull().references(() => implementationPaths.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  contentHtml: text('content_html').notNull().default(''),
  videoUrl: text('video_url'),
  posterUrl: text('poster_url'),
  items: jsonb('items').$type<LessonItemDef[]>().notNull().default([]),
  order: integer('order').notNull().default(0),
}, (t) => [index('implementation_lessons_path').on(t.pathId)]);

/** A client's progress along one path (spec §3 progress entries: assessment_id, path). */
export const progressEntries = pgTable('progress_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  status: text('status', { enum: ['not_started', 'in_progress', 'completed'] }).notNull().default('not_started'),
  percent: integer('percent').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('progress_entries_key').on(t.assessmentId, t.userId, t.path)]);

/** spec §4/§9: a path's lessons can be opened when access = 1 (set by the coach). */
export const accessEntries = pgTable('access_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  access: integer('access').notNull().default(0),
}, (t) => [uniqueIndex('access_entries_key').on(t.assessmentId, t.path)]);

/** spec §4: checked lesson items can be added or removed. */
export const checkedLessonItems = pgTable('checked_lesson_items', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  assessmentId: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
  lessonId: integer('lesson_id').notNull().references(() => implementationLessons.id, { onDelete: 'cascade' }),
  itemKey: text('item_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.lessonId, t.itemKey] }), index('checked_items_assessment').on(t.assessmentId)]);

// spec §3/§4: entries keyed by the client's id, fields merged on update (jsonb ||). received_count
// says how often the entry was delivered (retries included); the entry itself exists once.
const mergedEntryColumns = () => ({
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entryId: text('entry_id').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  receivedCount: integer('received_count').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trainingAnalyticsEntries = pgTable('training_analytics_entries', mergedEntryColumns(),
  (t) => [primaryKey({ columns: [t.userId, t.entryId] })]);

export const flashAnalysisItems = pgTable('flash_analysis_items', mergedEntryColumns(),
  (t) => [primaryKey({ columns: [t.userId, t.entryId] })]);
