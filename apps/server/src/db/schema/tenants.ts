import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  supportEmail: text('support_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue 23: the operator turned the portal off (`npm run tenant -- disable`); nothing is deleted. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Issue 23, the tenant's admin settings. The From name of its mail (null: the tenant's name). */
  mailSenderName: text('mail_sender_name'),
  /** The sender address the operator allowed this tenant (issue 23); null: MAIL_FROM's. */
  mailFrom: text('mail_from'),
  /** ISO 4217, lower case (null: the deployment's PAYMENT_CURRENCY). */
  currency: text('currency'),
  /** IANA zone for people who have not chosen one (null: UTC). */
  timeZone: text('time_zone'),
});

/**
 * Issue 23: the hostnames that pick a tenant (DESIGN §6). A hostname belongs to one tenant at most,
 * and is stored as requests are compared with it: lower case, no port, no trailing dot.
 */
export const tenantHosts = pgTable('tenant_hosts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  hostname: text('hostname').notNull().unique('tenant_hosts_hostname'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('tenant_hosts_tenant').on(t.tenantId),
  check('tenant_hosts_hostname_normal', sql`${t.hostname} = lower(${t.hostname}) AND ${t.hostname} !~ '[:/ ]' AND ${t.hostname} !~ '\\.$' AND length(${t.hostname}) BETWEEN 1 AND 253`),
]);

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
});
