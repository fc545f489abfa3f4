import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Issue 22: a user's passkeys (WebAuthn credentials). Only public material is kept: the credential
 * id and COSE public key (base64url), the user handle the authenticator stores with it, the RP ID
 * (host) it was made for, the signature counter and the backup flags, each updated at every use
 * (docs/security.md "Passkeys"). A removed passkey is deleted.
 */
export const passkeys = pgTable('passkeys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  /** The random WebAuthn user id (base64url) every passkey of one user shares: no personal data. */
  userHandle: text('user_handle').notNull(),
  rpId: text('rp_id').notNull(),
  /** The authenticator's signature counter (0 for those that keep none): a uint32. */
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: text('transports').array().notNull(),
  deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
  backedUp: boolean('backed_up').notNull(),
  aaguid: text('aaguid'),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('passkeys_tenant_credential').on(t.tenantId, t.credentialId),
  index('passkeys_user').on(t.userId),
]);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The challenge of one passkey ceremony, single use and short lived, in the database so that any
 * server can finish what another began (decision 035). `binding_hash` is the SHA-256 of what ties it
 * to the one who asked: the signed-out browser's HttpOnly cookie, or the signed-in session.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  bindingHash: text('binding_hash').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
  /** No foreign key: a signed-out browser names any tenant (X-Tenant-Id), and its challenge is refused later, not here. */
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  /** A registration's user handle, kept with the passkey it makes. */
  userHandle: text('user_handle'),
  rpId: text('rp_id').notNull(),
  origin: text('origin').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('passkey_challenges_expiry').on(t.expiresAt)]);
