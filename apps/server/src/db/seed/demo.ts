import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@portal/contract';
import type { Db } from '../client.ts';
import { ROLE, users } from '../schema/index.ts';
import { buildCompany, buildTenant, buildUser } from './builders.ts';
import { DEMO_THEME, writeThemeFiles } from './theme.ts';
import type { Storages } from '../../platform/storage-for.ts';
import { seedDemoContent } from './demo-content.ts';

export const DEMO_PASSWORD = 'Demo-Pass-226!';

/** True when the database has no users yet (a fresh DATA_DIR or database). */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The demo tenant and accounts of DESIGN §6, with content for every page. */
export async function seedDemo(db: Db, stores: Storages) {
  const tenantId = DEFAULT_TENANT_ID;
  await writeThemeFiles(stores.themes, tenantId, DEMO_THEME, 'Summit Coaching');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await buildTenant(t, tenantId, 'Summit Coaching', 'support@summit-coaching.test');
    const acme = await buildCompany(t, tenantId, 'Northwind Bakery Ltd');
    const base = { tenantId, password: DEMO_PASSWORD };
    const coach = await buildUser(t, {
      ...base, email: 'coach@demo.test', firstName: 'Grace', lastName: 'Hopper', roleId: ROLE.coach,
      title: 'Certified Business Coach', location: 'Denver, CO', timeZone: 'America/Denver',
      phoneNumber: '+1 303 555 0142', website: 'https://summit-coaching.test',
      linkedin: 'https://www.linkedin.com/in/grace-hopper-coach', twitter: 'https://twitter.com/summitcoach',
      facebook: 'https://facebook.com/summitcoaching', bookingUrl: 'https://summit-coaching.test/book',
      bio: 'Twenty years of helping owner-led businesses grow profit without growing hours.\n\nI work with founders on pricing, sales systems and building a team that runs without them.',
    });
    const client = await buildUser(t, {
      ...base, email: 'client@demo.test', firstName: 'Alex', lastName: 'Morgan', coachId: coach.id, companyId: acme.id,
      title: 'Owner', location: 'Boulder, CO', timeZone: 'America/Denver', phoneNumber: '+1 720 555 0199',
      website: 'https://northwind-bakery.test', groupCoaching: true, flashCoaching: true, businessAcademy: true,
    });
    const flash = await buildUser(t, {
      ...base, email: 'flash@demo.test', firstName: 'Sam', lastName: 'Rivera', coachId: coach.id,
      timeZone: 'Europe/London', flashCoaching: true,
    });
    const peer = await buildUser(t, {
      ...base, email: 'peer@demo.test', firstName: 'Jordan', lastName: 'Lee', coachId: coach.id,
      timeZone: 'America/New_York', groupCoaching: true,
    });
    const admin = await buildUser(t, {
      ...base, email: 'admin@demo.test', firstName: 'Avery', lastName: 'Admin', roleId: ROLE.admin, timeZone: 'UTC',
    });
    await seedDemoContent(t, stores.files, { tenantId, coach, client, flash, peer, admin });
    return { tenantId, coach, client, flash, peer, admin };
  });
}
export type DemoUsers = Awaited<ReturnType<typeof seedDemo>>;
