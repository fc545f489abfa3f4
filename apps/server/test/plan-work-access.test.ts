import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanAccessReply, TrackerReply } from '@portal/contract';
import { accessEntries, assessments, users } from '../src/db/schema/index.ts';
import { buildCard, buildCommitment } from '../src/db/seed/demo-plan-work.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// spec §7 actionsteps/access (the focus areas with access = 1, §4/§9, and the §6 flags) and
// tracker/monthly (steps and commitments per month, in the user's time zone).
const ACCESS = '/api/v1/actionsteps/access';
const TRACKER = '/api/v1/tracker/monthly';

describe.each(backends())('plan access and monthly tracker (%s)', (backend) => {
  let t: TestApp;
  let client: Record<string, string>;
  let coach: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const post = (url: string, auth: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('lists the open focus areas and the three flags, as stored for the client', async () => {
    const res = await post(ACCESS, client);
    expect(res.statusCode).toBe(200);
    const data = PlanAccessReply.parse(res.json().data);
    expect(data.focus_areas.map((f) => [f.path, f.name])).toEqual([['pricing', 'Pricing for profit'], ['sales', 'A repeatable sales system']]);
    expect(data.access.every((a) => a.access === 1)).toBe(true);
    expect(data).toMatchObject({ allowEditResponsibility: true, allowEditDeadline: true, allowAddTeamMember: true });

    const [a] = await t.database.db.select().from(assessments).where(eq(assessments.userId, t.demo.client.id));
    await t.database.db.update(accessEntries).set({ access: 1 }).where(eq(accessEntries.assessmentId, a!.id));
    await t.database.db.update(users).set({ allowEditDeadline: false, allowAddTeamMember: false }).where(eq(users.id, t.demo.client.id));
    const after = PlanAccessReply.parse((await post(ACCESS, client, { assessment_id: a!.id })).json().data);
    expect(after.focus_areas.map((f) => f.path)).toEqual(['pricing', 'sales', 'operations']);
    expect(after).toMatchObject({ allowEditResponsibility: true, allowEditDeadline: false, allowAddTeamMember: false });
    // the coach reads the same for their client; another client's assessment is 404, naming them 403
    expect(PlanAccessReply.parse((await post(ACCESS, coach, { user_id: t.demo.client.id })).json().data)).toEqual(after);
    const [peerA] = await t.database.db.select().from(assessments).where(eq(assessments.userId, t.demo.peer.id));
    expect((await post(ACCESS, client, { assessment_id: peerA!.id })).statusCode).toBe(404);
    expect((await post(ACCESS, client, { user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect((await post(ACCESS, client, { user_id: 'me' })).statusCode).toBe(422);
  });

  it('counts the last 12 months of created and completed steps and commitments in the user\'s time zone', async () => {
    // Years after the demo's dates, so only the work made here is in the window. client@ is in
    // America/Denver: 03:00 UTC on 1 June is still May there.
    t.clock.now = new Date('2030-06-15T12:00:00Z');
    const client = (await signIn(t, 'client@demo.test')).auth;
    const coach = (await signIn(t, 'coach@demo.test')).auth;
    const db = t.database.db;
    const o = { tenantId: t.demo.tenantId, userId: t.demo.client.id };
    const [ca] = await db.select().from(assessments).where(eq(assessments.userId, t.demo.client.id));
    const [fa] = await db.select().from(assessments).where(eq(assessments.userId, t.demo.flash.id));
    const at = (iso: string) => new Date(iso);
    const step = { ...o, assessmentId: ca!.id, path: 'pricing', status: 3 as const };
    await buildCard(db, { ...step, title: 'Edge of May', createdAt: at('2030-05-20T12:00:00Z'), completedAt: at('2030-06-01T03:00:00Z') });
    await buildCard(db, { ...step, title: 'June', createdAt: at('2030-06-02T12:00:00Z'), completedAt: at('2030-06-10T12:00:00Z') });
    await buildCard(db, { ...step, board: 'reminders', title: 'A reminder is not a step', createdAt: at('2030-06-02T12:00:00Z'), completedAt: at('2030-06-10T12:00:00Z') });
    await buildCard(db, { ...step, title: 'Too old', createdAt: at('2029-01-02T12:00:00Z'), completedAt: at('2029-06-10T12:00:00Z') });
    await buildCard(db, { ...o, assessmentId: ca!.id, path: 'sales', title: 'Open, made in July last year', createdAt: at('2029-07-03T12:00:00Z') });
    await buildCommitment(db, { ...o, title: 'June task', status: 2, createdAt: at('2030-04-20T12:00:00Z'), completedAt: at('2030-06-03T12:00:00Z') });
    await buildCard(db, { tenantId: t.demo.tenantId, userId: t.demo.flash.id, assessmentId: fa!.id, path: 'pricing', title: 'Not mine', status: 3,
      createdAt: at('2030-06-02T12:00:00Z'), completedAt: at('2030-06-10T12:00:00Z') });

    const denver = TrackerReply.parse((await post(TRACKER, client)).json().data);
    expect(denver.time_zone).toBe('America/Denver');
    expect(denver.months.map((m) => m.month)).toEqual(['2029-07', '2029-08', '2029-09', '2029-10', '2029-11', '2029-12', '2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06']);
    const counts = (r: typeof denver) => Object.fromEntries(r.months.filter((m) => m.action_steps_completed + m.action_steps_created + m.commitments_completed + m.commitments_created > 0)
      .map((m) => [m.month, [m.action_steps_created, m.action_steps_completed, m.commitments_created, m.commitments_completed]]));
    expect(counts(denver)).toEqual({ '2029-07': [1, 0, 0, 0], '2030-04': [0, 0, 1, 0], '2030-05': [1, 1, 0, 0], '2030-06': [1, 1, 0, 1] });
    expect(TrackerReply.parse((await post(TRACKER, coach, { user_id: t.demo.client.id })).json().data)).toEqual(denver);

    await db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, t.demo.client.id));
    const tokyo = TrackerReply.parse((await post(TRACKER, client)).json().data);
    expect(tokyo.time_zone).toBe('Asia/Tokyo');
    expect(counts(tokyo)).toEqual({ '2029-07': [1, 0, 0, 0], '2030-04': [0, 0, 1, 0], '2030-05': [1, 0, 0, 0], '2030-06': [1, 2, 0, 1] });
    await db.update(users).set({ timeZone: 'America/Denver' }).where(eq(users.id, t.demo.client.id));

    expect((await post(TRACKER, client, { user_id: t.demo.flash.id })).statusCode).toBe(403);
    expect((await post(TRACKER, client, { assessment_id: fa!.id })).statusCode).toBe(404);
    t.clock.now = new Date();
  });

  it('needs a token', async () => {
    for (const url of [ACCESS, TRACKER]) expect((await post(url, {})).statusCode).toBe(401);
  });
});
