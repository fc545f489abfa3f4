import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Group coaching and the business academy (spec §3 Group, User group, Lesson, Member-group-lesson,
// Lesson meeting, Lesson analytics). See docs/domain.md "Group coaching".
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tenant = () => integer('tenant_id').notNull().references(() => tenants.id);
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  groupImg: text('group_img'),
  introVideo: text('intro_video'),
  price: money('price'),
  active: boolean('active').notNull().default(true),
  template: boolean('template').notNull().default(false),
  paymentFrequency: text('payment_frequency'),
  meetsOn: text('meets_on'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  finalDate: date('final_date'),
  status: text('status', { enum: ['upcoming', 'running', 'finished'] }).notNull().default('upcoming'),
  groupType: text('group_type'),
  isRecurring: boolean('is_recurring').notNull().default(false),
  createdAt: created(),
}, (t) => [uniqueIndex('groups_tenant_slug').on(t.tenantId, t.slug), index('groups_coach').on(t.coachId)]);

/** A member's place in a group: what they pay and whether they have (spec §3 User group). */
export const userGroups = pgTable('user_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  price: money('price'),
  stripeId: text('stripe_id'),
  status: text('status', { enum: ['active', 'unpaid', 'completed'] }).notNull().default('active'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [
  uniqueIndex('user_groups_user_group').on(t.userId, t.groupId),
  index('user_groups_group').on(t.groupId),
]);

export const lessons = pgTable('lessons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  shortDesc: text('short_desc'),
  fullDesc: text('full_desc'),
  lessonImg: text('lesson_img'),
  lessonVideo: text('lesson_video'),
  quizUrl: text('quiz_url'),
  recordingUrl: text('recording_url'),
  published: boolean('published').notNull().default(false),
  freeLesson: boolean('free_lesson').notNull().default(false),
  price: money('price'),
  lessonOrder: integer('lesson_order').notNull().default(0),
  nextLessonId: integer('next_lesson_id').references((): AnyPgColumn => lessons.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('lessons_group_order').on(t.groupId, t.lessonOrder)]);

/** A shared lookup (not tenant data): video, pdf, worksheet, link, audio. Rows come with the migration. */
export const resourceTypes = pgTable('resource_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const lessonResources = pgTable('lesson_resources', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').notNull().references(() => resourceTypes.id),
  title: text('title'),
  url: text('url').notNull(),
  owner: text('owner'),
  order: integer('resource_order').notNull().default(0),
}, (t) => [index('lesson_resources_lesson').on(t.lessonId, t.order)]);

/** One member's copy of a group's lesson list: their order, length and access (1 = open, spec §9). */
export const memberGroupLessons = pgTable('member_group_lessons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  lessonOrder: integer('lesson_order').notNull(),
  lessonLength: integer('lesson_length'),
  lessonAccess: integer('lesson_access').notNull().default(0),
}, (t) => [
  uniqueIndex('member_group_lessons_ug_lesson').on(t.userGroupId, t.lessonId),
  // the coach's client list counts each client's open lessons (issue 12, migration 0011)
  index('member_group_lessons_open_user').on(t.userId).where(sql`${t.lessonAccess} = 1`),
]);

export const lessonMeetings = pgTable('lesson_meetings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  meetingTime: timestamp('meeting_time', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull(),
  meetingUrl: text('meeting_url'),
}, (t) => [index('lesson_meetings_group_time').on(t.groupId, t.meetingTime)]);

/** The member's lesson checklist, profit impact and notes: one row per member and lesson. */
export const lessonAnalytics = pgTable('lesson_analytics', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  profitImpact: text('profit_impact'),
  notes: text('notes'),
  preMeeting: boolean('pre_meeting').notNull().default(false),
  attendMeeting: boolean('attend_meeting').notNull().default(false),
  meetingWorksheet: boolean('meeting_worksheet').notNull().default(false),
  takenQuiz: boolean('taken_quiz').notNull().default(false),
  postMeeting: boolean('post_meeting').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [uniqueIndex('lesson_analytics_member_lesson').on(t.userGroupId, t.lessonId, t.userId)]);

/** The business-academy catalogue of a tenant (spec §2 /business-academy). Duration in minutes. */
export const academyCourses = pgTable('academy_courses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  title: text('title').notNull(),
  summary: text('summary'),
  image: text('image'),
  video: text('video'),
  order: integer('course_order').notNull().default(0),
  duration: integer('duration'),
  published: boolean('published').notNull().default(true),
  createdAt: created(),
}, (t) => [index('academy_courses_tenant_order').on(t.tenantId, t.order)]);

export const academyLessons = pgTable('academy_lessons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: tenant(),
  courseId: integer('course_id').notNull().references(() => academyCourses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  summary: text('summary'),
  image: text('image'),
  video: text('video'),
  body: text('body'),
  order: integer('lesson_order').notNull().default(0),
  duration: integer('duration'),
}, (t) => [index('academy_lessons_course_order').on(t.courseId, t.order)]);

export type GroupRow = typeof groups.$inferSelect;
export type UserGroupRow = typeof userGroups.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
