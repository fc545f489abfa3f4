import { eq } from 'drizzle-orm';
import type { TenantSettings, TenantSettingsBody } from '@portal/contract';
import type { z } from 'zod';
import { tenants } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { addressOf } from '../../platform/mail-transport.ts';

// Issue 23: each tenant's own settings, run by its admins (docs/api.md "Admin"): the From name of
// its mail (the address stays MAIL_FROM's, which the deployment's relay may send from), the support
// address its help tickets and error reports go to, the currency of its prices and payments, and the
// time zone of people who have not chosen one. Mail reads them through lib/brand-of-tenant.ts; the
// currency and zone are kept in memory by every server (platform/tenant-directory.ts), which a
// save tells through the change bus.

export function settingsService(deps: Deps) {
  const { db, config } = deps;

  async function current(tenantId: number): Promise<TenantSettings> {
    const [t] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return {
      name: t!.name, mail_sender_name: t!.mailSenderName, mail_from_address: t!.mailFrom ?? addressOf(config.mailFrom), support_email: t!.supportEmail,
      currency: t!.currency ?? config.paymentCurrency, time_zone: t!.timeZone ?? 'UTC',
    };
  }

  return {
    current,
    async save(tenantId: number, b: z.output<typeof TenantSettingsBody>): Promise<TenantSettings> {
      await db.update(tenants).set({ mailSenderName: b.mail_sender_name, supportEmail: b.support_email, currency: b.currency, timeZone: b.time_zone })
        .where(eq(tenants.id, tenantId));
      deps.tenants.announce([tenantId]);
      await deps.tenants.refresh();
      return current(tenantId);
    },
  };
}
