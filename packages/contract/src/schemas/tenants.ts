import { z } from 'zod';
import { zLine } from './admin.ts';
import { isTimeZone } from './coach-programmes.ts';
import { zEmail, zRequiredText } from './common.ts';

// Issue 23: the deployment's operator makes and runs tenants (`npm run tenant -- …`, docs/api.md
// "Operator"). Host names are checked on the server (apps/server/src/lib/host-name.ts), which turns
// international names into punycode.

const zHostList = (max: number) => z.array(z.string().max(300), { error: 'Give a list of host names.' })
  .max(max, `At most ${max} host names at once.`);

export const TenantCreateBody = z.object({
  name: zRequiredText(120, 'The name'),
  hosts: zHostList(20).min(1, 'Give the tenant at least one host name.'),
  admin_email: zEmail,
  /** The first admin's name; the part of the email before @ when left out. */
  admin_name: zRequiredText(120, 'The admin\'s name').optional(),
});
export type TenantCreateBody = z.output<typeof TenantCreateBody>;

export const TenantHostsBody = z.object({
  add: zHostList(20).default([]),
  remove: zHostList(20).default([]),
}).refine((b) => b.add.length + b.remove.length > 0, { error: 'Name a host to add or to remove.', path: ['add'] });
export type TenantHostsBody = z.output<typeof TenantHostsBody>;

/** A tenant as the operator's command lists it. */
export interface TenantSummary {
  id: number;
  name: string;
  hosts: string[];
  /** Accounts of the tenant (clients, coaches and admins), deactivated ones too. */
  people: number;
  created_at: string;
  disabled_at: string | null;
  /** The portal's address, on its first host. */
  url: string;
  /** The sender address the operator allowed it (`mail-from`); null: the deployment's MAIL_FROM. */
  mail_from: string | null;
}

/** `npm run tenant -- mail-from <id> --address …` (or `--clear`): the operator allows a tenant its own sender address. */
export const TenantMailFromBody = z.object({
  address: zEmail.nullable(),
}).strict();
export type TenantMailFromBody = z.output<typeof TenantMailFromBody>;

// ——— Each tenant's own settings, run by its admins (/admin/settings) ———

export const TENANT_SENDER_MAX = 80;

/** ISO 4217 codes the runtime knows (all of them where it cannot list them); other shapes are the regex's to refuse. */
const isCurrency = (code: string) => !/^[A-Za-z]{3}$/.test(code)
  || typeof Intl.supportedValuesOf !== 'function' || Intl.supportedValuesOf('currency').includes(code.toUpperCase());

/** PUT /api/v1/admin/settings */
export const TenantSettingsBody = z.object({
  /** The From name of the tenant's mail; empty for the tenant's name. The address stays MAIL_FROM's. */
  mail_sender_name: z.union([z.literal(''), zLine(TENANT_SENDER_MAX)])
    .nullish().transform((v) => v || null),
  support_email: zEmail,
  currency: z.string({ error: 'Enter a currency code.' }).trim().regex(/^[A-Za-z]{3}$/, 'Enter a 3-letter currency code, such as USD.')
    .refine(isCurrency, { error: 'This is not a currency code we know.' }).transform((v) => v.toLowerCase()),
  time_zone: z.string({ error: 'Choose a time zone.' }).trim().refine(isTimeZone, 'Choose a valid time zone.'),
});
export type TenantSettingsBody = z.input<typeof TenantSettingsBody>;

/** GET and PUT /api/v1/admin/settings reply. */
export const TenantSettings = z.object({
  name: z.string(),
  mail_sender_name: z.string().nullable(),
  /** MAIL_FROM's address, which every mail of the deployment is sent from. */
  mail_from_address: z.string(),
  support_email: z.string(),
  /** ISO 4217, lower case: prices and payments of new groups. */
  currency: z.string(),
  /** IANA zone for people who have not chosen one. */
  time_zone: z.string(),
});
export type TenantSettings = z.infer<typeof TenantSettings>;
