import type { Db } from '../client.ts';
import { emails, ROLE, type UserRow } from '../schema/index.ts';
import type { Storage } from '../../platform/storage.ts';
import { buildCompany, buildTenant, buildUser } from './builders.ts';
import { seedDemoContent } from './demo-content.ts';
import type { DemoPeople } from './demo-people.ts';
import { DEMO_PASSWORD, type DemoUsers } from './demo.ts';
import { buildAssessment } from './demo-flash.ts';
import { buildGroup, enrol } from './demo-programmes/build.ts';
import { SALES_SPRINT } from './demo-programmes/sales-sprint.ts';
import { LEADERSHIP_INTENSIVE } from './demo-programmes/leadership.ts';
import { chimeRecording, storeFile } from './demo-programmes/assets.ts';

// Test-only people beside the demo tenant (issue 8, the authorisation matrix): a second tenant with
// its own coach, clients and admin, and a second coach with a client in the demo tenant. Built with
// the demo's builders (DESIGN: demo data and test fixtures come from the same builders); `npm start`
// never seeds these.

export const SECOND_TENANT_ID = 227;

/** Tenant 227 ("Harbour Coaching"): the demo's cast and content under other addresses. */
export async function seedSecondTenant(db: Db, storage: Storage): Promise<DemoPeople> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const tenantId = SECOND_TENANT_ID;
    await buildTenant(t, tenantId, 'Harbour Coaching', 'support@harbour-coaching.test');
    const company = await buildCompany(t, tenantId, 'Harbour Chandlery');
    const base = { tenantId, password: DEMO_PASSWORD, timeZone: 'Europe/Dublin' };
    const coach = await buildUser(t, { ...base, email: 'coach@harbour.test', firstName: 'Ada', lastName: 'Byrne', roleId: ROLE.coach });
    const client = await buildUser(t, {
      ...base, email: 'client@harbour.test', firstName: 'Niamh', lastName: 'Walsh', coachId: coach.id, companyId: company.id,
      groupCoaching: true, flashCoaching: true, businessAcademy: true,
    });
    const flash = await buildUser(t, { ...base, email: 'flash@harbour.test', firstName: 'Cian', lastName: 'Doyle', coachId: coach.id, flashCoaching: true });
    const peer = await buildUser(t, { ...base, email: 'peer@harbour.test', firstName: 'Aoife', lastName: 'Kelly', coachId: coach.id, groupCoaching: true });
    const admin = await buildUser(t, { ...base, email: 'admin@harbour.test', firstName: 'Rory', lastName: 'Admin', roleId: ROLE.admin });
    const people = { tenantId, coach, client, flash, peer, admin };
    await seedDemoContent(t, storage, people);
    return people;
  });
}

export interface OtherCoach { coach: UserRow; client: UserRow }

/**
 * coach2@demo.test with one client, other@demo.test, in the demo tenant: an assessment, a mail from
 * the coach, an active and an unpaid user group (groups of their own, led by coach2).
 */
export async function seedOtherCoach(db: Db, storage: Storage, demo: DemoUsers): Promise<OtherCoach> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const base = { tenantId: demo.tenantId, password: DEMO_PASSWORD, timeZone: 'America/Chicago' };
    const coach = await buildUser(t, { ...base, email: 'coach2@demo.test', firstName: 'Kai', lastName: 'Brennan', roleId: ROLE.coach });
    const client = await buildUser(t, {
      ...base, email: 'other@demo.test', firstName: 'Rene', lastName: 'Okafor', coachId: coach.id,
      groupCoaching: true, flashCoaching: true, businessAcademy: true,
    });
    await buildAssessment(t, { tenantId: demo.tenantId, userId: client.id, title: 'Growth Assessment', currency: 'USD' });
    await t.insert(emails).values({ tenantId: demo.tenantId, fromUserId: coach.id, toUserId: client.id, subject: 'Hello', body: '<p>Welcome.</p>' });
    const files = { storage, recordingUrl: await storeFile(storage, 'wav', chimeRecording()), posters: new Map() };
    const fields = { coachId: coach.id, active: true, paymentFrequency: 'one_time', price: '300.00' };
    const running = await buildGroup(t, files, demo.tenantId, { ...SALES_SPRINT, slug: 'kai-sales-sprint' }, { ...fields, status: 'running' },
      () => ({ recordingUrl: files.recordingUrl }));
    await enrol(t, running.group, running.lessons, client.id, { status: 'active', paidAt: new Date() }, () => 1);
    const unpaid = await buildGroup(t, files, demo.tenantId, { ...LEADERSHIP_INTENSIVE, slug: 'kai-leadership' }, { ...fields, status: 'upcoming' });
    await enrol(t, unpaid.group, unpaid.lessons, client.id, { status: 'unpaid' }, (i) => (i < 1 ? 1 : 0));
    return { coach, client };
  });
}
