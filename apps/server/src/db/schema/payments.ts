import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userGroups } from './programmes.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Card payments for unpaid user groups (spec §4 Payment; DESIGN §7). See docs/domain.md "Payments".

/** One payment attempt (a provider's payment intent); recorded once however often clients retry. */
export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
  providerPaymentId: text('provider_payment_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  succeededAt: timestamp('succeeded_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('payments_provider_payment').on(t.providerPaymentId),
  uniqueIndex('payments_idempotency').on(t.idempotencyKey),
  index('payments_user_group').on(t.userGroupId),
]);

/** Webhook events already handled: a replayed event id is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
