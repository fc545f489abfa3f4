import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, StaffList, StaffMember } from '@portal/contract';
import { ROLE, users } from '../src/db/schema/index.ts';
import { seedSecondTenant } from '../src/db/seed/test-tenants.ts';
import { staffService } from '../src/modules/admin/staff-service.ts';
import { sessionService } from '../src/modules/auth/sessions.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12: the tenant's coaches and admins, run by its admins (docs/api.md "Admin", docs/domain.md).

const NEW_PASSWORD = 'Harbour-Lantern-Quill-58';

describe.each(backends())('coaches and admins (%s)', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let coach: Record<string, string>;
  let client: Record<string, string>;
  let otherTenant: Awaited<ReturnType<typeof seedSecondTenant>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    otherTenant = await seedSecondTenant(t.database.db, dataDirStorage(t.dataDir));
    admin = (await signIn(t, 'admin@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
    client = (await signIn(t, 'client@demo.test')).auth;
  });
  afterAll(async () => { await t?.close(); });

  const call = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: payload === undefined && !url.includes('/staff/') ? 'GET' : 'POST', url, headers, ...(payload ? { payload } : {}) });
  const list = async () => StaffList.parse((await call('/api/v1/admin/staff', admin)).json().data);
  const role = (id: number, roleId: number | string, headers = admin) => call(`/api/v1/admin/staff/${id}/role`, headers, { role_id: roleId });
  const status = (id: number, what: 'deactivate' | 'reactivate', headers = admin) => call(`/api/v1/admin/staff/${id}/${what}`, headers, {});
  const add = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/admin/staff', headers: admin, payload: body });
  const activeAdmins = async () => (await t.database.db.select({ n: count() }).from(users)
    .where(and(eq(users.tenantId, 226), eq(users.roleId, ROLE.admin), isNull(users.deactivatedAt))))[0]!.n;

  /** A new staff member through the API, their password set from the mailed link. */
  async function addStaff(email: string, roleId: 1 | 2) {
    const res = await add({ email, first_name: 'Robin', last_name: 'Quill', role_id: roleId });
    expect(res.statusCode).toBe(201);
    const mail = await t.lastMailTo(email);
    const token = mail?.text.match(/http:\/\/portal\.test\/reset\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`No set-password link in: ${mail?.text}`);
    const set = await t.app.inject({ method: 'POST', url: '/api/password/create', payload: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    return { member: StaffMember.parse(res.json().data), mail: mail!, signIn: () => signIn(t, email, NEW_PASSWORD) };
  }

  it('lists the tenant\'s coaches and admins with their client counts, and no one else', async () => {
    const staff = await list();
    expect(staff.map((s) => s.email).sort()).toEqual(['admin@demo.test', 'coach@demo.test']);
    expect(staff.find((s) => s.email === 'coach@demo.test')).toMatchObject({ role_id: 2, status: 'active', client_count: 3, is_you: false });
    expect(staff.find((s) => s.email === 'admin@demo.test')).toMatchObject({ role_id: 1, client_count: 0, is_you: true });
  });

  it('adds a coach who is mailed a set-password link, sets it on the reset page and signs in', async () => {
    const { member, mail, signIn: signInNew } = await addStaff('robin@demo.test', 2);
    expect(member).toMatchObject({ email: 'robin@demo.test', role_id: 2, status: 'invited', client_count: 0 });
    expect(mail.subject).toBe('Set your password for Summit Coaching');
    expect(mail.text).toContain('Avery Admin added you to Summit Coaching as a coach.');
    const robin = await signInNew();
    expect(robin.user.role_id).toBe(2);
    expect((await list()).find((s) => s.email === 'robin@demo.test')?.status).toBe('active');
    // the unusable password they were created with never signs in
    expect((await add({ email: 'robin@demo.test', first_name: 'R', last_name: 'Q', role_id: 2 })).json().error.email).toEqual([ADMIN_MESSAGES.emailTaken]);
  });

  it('refuses a taken email, a client role and missing names with field messages', async () => {
    for (const [body, field] of [
      [{ email: 'COACH@demo.test', first_name: 'A', last_name: 'B', role_id: 2 }, 'email'],
      [{ email: 'new1@demo.test', first_name: 'A', last_name: 'B', role_id: 3 }, 'role_id'],
      [{ email: 'new2@demo.test', first_name: '', last_name: 'B', role_id: 1 }, 'first_name'],
      [{ email: 'not-an-email', first_name: 'A', last_name: 'B', role_id: 1 }, 'email'],
    ] as const) {
      const res = await add(body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().error)).toContain(field);
    }
    // another tenant's address is free in this one
    expect((await add({ email: 'coach@harbour.test', first_name: 'Ada', last_name: 'Byrne', role_id: '2' })).statusCode).toBe(201);
  });

  it('changes a role, which counts from the next request; never the caller\'s own', async () => {
    const coachId = t.demo.coach.id;
    expect((await call('/api/v1/admin/theme', coach)).statusCode).toBe(403);
    const promoted = await role(coachId, 1);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ id: coachId, role_id: 1 });
    expect((await call('/api/v1/admin/theme', coach)).statusCode).toBe(200);
    expect((await role(coachId, '2')).json().data.role_id).toBe(2);
    expect((await call('/api/v1/admin/theme', coach)).statusCode).toBe(403);

    const own = await role(t.demo.admin.id, 2);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.role_id).toEqual([ADMIN_MESSAGES.ownRole]);
    expect((await role(coachId, 3)).statusCode).toBe(422);
  });

  it('answers 404 for a client, another tenant\'s staff and an unknown id', async () => {
    for (const id of [t.demo.client.id, otherTenant.coach.id, otherTenant.admin.id, 999_999]) {
      expect((await role(id, 1)).statusCode, `role ${id}`).toBe(404);
      expect((await status(id, 'deactivate')).statusCode, `deactivate ${id}`).toBe(404);
      expect((await status(id, 'reactivate')).statusCode, `reactivate ${id}`).toBe(404);
    }
    const client = await t.database.db.select().from(users).where(eq(users.id, t.demo.client.id));
    expect(client[0]).toMatchObject({ roleId: ROLE.client, deactivatedAt: null });
  });

  it('deactivates a coach, ending their sessions at once, and reactivates them', async () => {
    const { member, signIn: signInNew } = await addStaff('dana@demo.test', 2);
    const dana = await signInNew();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: dana.auth })).statusCode).toBe(200);
    const off = await status(member.id, 'deactivate');
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('deactivated');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: dana.auth })).statusCode).toBe(401);
    const on = await status(member.id, 'reactivate');
    expect(on.json().data.status).toBe('active');
    expect((await signInNew()).user.email).toBe('dana@demo.test');

    const self = await status(t.demo.admin.id, 'deactivate');
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(ADMIN_MESSAGES.ownStatus);
  });

  it('always keeps an active admin, even when two admins demote each other at once', async () => {
    const { member: second, signIn: signInSecond } = await addStaff('second@demo.test', 1);
    const other = await signInSecond();
    expect(await activeAdmins()).toBe(2);
    const [a, b] = await Promise.all([role(second.id, 2, admin), role(t.demo.admin.id, 2, other.auth)]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // the loser is refused by the rule (422) or, once demoted, by the role gate (403)
    expect(statuses.find((s) => s !== 200)).toBeOneOf([403, 422]);
    expect(await activeAdmins()).toBe(1);

    // an admin acting on a stale copy of themselves (just demoted elsewhere) cannot remove the last admin
    const [survivor] = await t.database.db.select().from(users).where(and(eq(users.tenantId, 226), eq(users.roleId, ROLE.admin), isNull(users.deactivatedAt)));
    const demotedId = survivor!.id === t.demo.admin.id ? second.id : t.demo.admin.id;
    const [demoted] = await t.database.db.select().from(users).where(eq(users.id, demotedId));
    const staleCaller = { ...demoted!, roleId: ROLE.admin };
    const service = staffService(t.deps, sessionService(t.deps));
    await expect(service.setRole(staleCaller, survivor!.id, 2)).rejects.toMatchObject({ statusCode: 422, message: ADMIN_MESSAGES.lastAdmin });
    await expect(service.deactivate(staleCaller, survivor!.id)).rejects.toMatchObject({ statusCode: 422, message: ADMIN_MESSAGES.lastAdmin });
    expect(await activeAdmins()).toBe(1);
    // admin@ stays an admin for the tests that follow
    if (demotedId === t.demo.admin.id) expect((await role(t.demo.admin.id, 1, other.auth)).statusCode).toBe(200);
  });

  it('lets no coach make themselves admin: the admin routes are closed and the profile ignores role_id', async () => {
    const coachId = t.demo.coach.id;
    expect((await role(coachId, 1, coach)).statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'POST', url: `/api/v1/students/update/${coachId}`, headers: coach, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 1 },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.role_id).toBe(2);
    const two = await t.app.inject({ method: 'POST', url: `/api/v1/students/updatetwo/${coachId}`, headers: coach, payload: { role_id: 1 } });
    expect(two.json().data.role_id).toBe(2);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, coachId));
    expect(row!.roleId).toBe(ROLE.coach);
  });

  it('answers a coach and a client 403 and a stranger 401 on every staff route', async () => {
    const id = t.demo.coach.id;
    for (const headers of [coach, client, {}]) {
      const expected = headers === coach || headers === client ? 403 : 401;
      expect((await call('/api/v1/admin/staff', headers)).statusCode).toBe(expected);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/staff', headers, payload: { email: 'x@demo.test', first_name: 'X', last_name: 'Y', role_id: 1 } })).statusCode).toBe(expected);
      expect((await role(id, 1, headers)).statusCode).toBe(expected);
      expect((await status(id, 'deactivate', headers)).statusCode).toBe(expected);
      expect((await status(id, 'reactivate', headers)).statusCode).toBe(expected);
    }
    expect((await list()).find((s) => s.id === id)).toMatchObject({ role_id: 2, status: 'active' });
  });
});
