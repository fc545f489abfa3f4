import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, tenants } from './tenants.ts';

// Role ids: 1 admin (spec §6), 2 coach, 3 client.
export const ROLE = { admin: 1, coach: 2, client: 3 } as const;

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  roleId: integer('role_id').notNull().default(ROLE.client),
  coachId: integer('coach_id').references((): AnyPgColumn => users.id),
  companyId: integer('company_id').references(() => companies.id),
  website: text('website'),
  profilePic: text('profile_pic'),
  title: text('title'),
  location: text('location'),
  timeZone: text('time_zone'),
  phoneNumber: text('phone_number'),
  birthday: text('birthday'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  linkedin: text('linkedin'),
  bio: text('bio'),
  bookingUrl: text('booking_url'),
  groupCoaching: boolean('group_coaching').notNull().default(false),
  flashCoaching: boolean('flash_coaching').notNull().default(false),
  businessAcademy: boolean('business_academy').notNull().default(false),
  // spec §6 allowEditResponsibility / allowEditDeadline / allowAddTeamMember: set by the coach for
  // each client, enforced by the server (docs/domain.md).
  allowEditResponsibility: boolean('allow_edit_responsibility').notNull().default(true),
  allowEditDeadline: boolean('allow_edit_deadline').notNull().default(true),
  allowAddTeamMember: boolean('allow_add_team_member').notNull().default(true),
  // Issue 12: invited by their coach and not yet set a password; deactivated (cannot sign in, every
  // session ended); last seen (written with a session's last use, at most once a minute).
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  // Deactivated means out (docs/domain.md "Deactivation"): a session, sign-in link or calendar feed
  // address made before this instant opens nothing. Set at deactivation and again at reactivation,
  // so nothing made before or while the account was off comes back with it.
  accessValidAfter: timestamp('access_valid_after', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  // Issue 22: the account's deletion was asked for and is erased at this instant unless its owner
  // signs in or cancels first; erased_at once it is (the row stays, as "Former client").
  deleteAfter: timestamp('delete_after', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_tenant_email').on(t.tenantId, t.email),
  index('users_coach').on(t.coachId),
  // a tenant's people by role (its staff list, its clients): reads that stay the same size however many tenants share the database
  index('users_tenant_role').on(t.tenantId, t.roleId),
]);
export type UserRow = typeof users.$inferSelect;
