import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, tenants } from './tenants.ts';
import { users } from './users.ts';
import { emails } from './support.ts';

// What a client and their coach send each other besides mail bodies (spec §2 /messages/*,
// /resources; §3 Email, File; §5 resource upload rules; §7 testimonials, referrals). Bytes live in
// the storage adapter under server-made keys; these rows say whose they are.

/**
 * A file attached to internal mail (spec §7 POST /upload/mail). Uploaded before the mail is sent
 * (`email_id` null until then) and only ever attached by its uploader.
 */
export const mailAttachments = pgTable('mail_attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  uploaderId: integer('uploader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  emailId: integer('email_id').references(() => emails.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  /** The name shown and used for the download, made safe on upload. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mail_attachments_key').on(t.storageKey),
  index('mail_attachments_email').on(t.emailId),
  index('mail_attachments_uploader').on(t.uploaderId, t.createdAt),
]);

/**
 * A file of a client's company (spec §7 companies/files, newcoachfile, updatefile, deletefile): sent
 * by the client to their coach, or shared by the coach with the client.
 */
export const companyFiles = pgTable('company_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** The client the file is between (with `coach_id`, their coach at the time). */
  clientId: integer('client_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  uploaderId: integer('uploader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('company_files_key').on(t.storageKey),
  index('company_files_client').on(t.tenantId, t.clientId, t.createdAt),
  index('company_files_coach').on(t.coachId, t.createdAt),
]);

/** A client's testimonial for their coach (spec §7 testimonials/addtestimonial). */
export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  /** 1–5, when the client gave one. */
  rating: integer('rating'),
  /** The client agrees the coach may quote it publicly. */
  mayPublish: boolean('may_publish').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('testimonials_coach').on(t.coachId, t.createdAt)]);

/** A client's introduction of someone to their coach (spec §7 testimonials/addreferral). */
export const referrals = pgTable('referrals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('referrals_coach').on(t.coachId, t.createdAt)]);
