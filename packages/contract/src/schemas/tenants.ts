import { z } from 'zod';
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
}
