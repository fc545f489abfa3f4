import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// The marketing & ad idea bank (spec §2 /idea-bank/*): content per tenant, favourites per user.

export const ideaCategories = pgTable('idea_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('idea_categories_slug').on(t.tenantId, t.slug)]);

export const ideas = pgTable('ideas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  categoryId: integer('category_id').notNull().references(() => ideaCategories.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Rich text, sanitised when stored and when shown. */
  body: text('body').notNull().default(''),
  /** Example ad copy the client can copy to the clipboard. */
  adCopy: text('ad_copy').notNull().default(''),
  /** Image URLs (stored files under server-made keys, or the app's own assets). */
  images: text('images').array().notNull().default([]),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ideas_slug').on(t.tenantId, t.slug),
  index('ideas_category').on(t.categoryId, t.position),
]);

export const ideaFavourites = pgTable('idea_favourites', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ideaId: integer('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.ideaId] })]);
