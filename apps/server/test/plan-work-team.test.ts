import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEADLINE_IN_PAST, MESSAGES, TaskDeadlineReply, TaskResponsibilityReply, TeamMember, TeamMemberList } from '@portal/contract';
import { commitments, teamMembers, users } from '../src/db/schema/index.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// spec §3 Team member, §6 allowEditResponsibility / allowEditDeadline / allowAddTeamMember, §7 the
// clientportal/team calls and coachingportal/task/share.
const URL_ = {
  members: '/api/v1/clientportal/team/members/',
  add: '/api/v1/clientportal/team/add/',
  assign: '/api/v1/clientportal/team/member/assign/',
  deadline: '/api/v1/clientportal/team/task/change/deadline/',
  get: '/api/v1/clientportal/team/task/get/deadline/',
  share: '/api/v1/coachingportal/task/share/',
} as const;

describe.each(backends())('team and commitments (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const call = (what: keyof typeof URL_, auth: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: URL_[what], headers: auth, payload });
  const db = () => t.database.db;
  const snapshot = async () => ({
    members: await db().select().from(teamMembers).orderBy(asc(teamMembers.id)),
    tasks: await db().select().from(commitments).orderBy(asc(commitments.id)),
  });
  const tasksOf = async (userId: number) => (await snapshot()).tasks.filter((c) => c.userId === userId);
  const membersOf = async (userId: number) => (await snapshot()).members.filter((m) => m.userId === userId);

  it('lists and adds team members, assigns one and moves a deadline', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const team = TeamMemberList.parse((await call('members', auth)).json().data);
    expect(team.map((m) => `${m.first_name} ${m.last_name}`)).toEqual(['Priya Shah', 'Tom Becker']);

    const added = await call('add', auth, { first_name: ' Dana ', last_name: 'Kowalski' });
    expect(added.statusCode, added.body).toBe(200);
    const list = TeamMemberList.parse(added.json().data);
    expect(list.map((m) => m.first_name)).toEqual(['Dana', 'Priya', 'Tom']);
    const dana = list.find((m) => m.first_name === 'Dana')!;

    const task = (await tasksOf(t.demo.client.id)).find((c) => c.responsibleId === null)!;
    const assigned = await call('assign', auth, { id: task.id, team_member_id: dana.id });
    expect(assigned.statusCode).toBe(200);
    expect(TeamMember.parse(assigned.json().data)).toEqual({ id: dana.id, first_name: 'Dana', last_name: 'Kowalski' });

    const moved = await call('deadline', auth, { id: task.id, deadline: '2099-05-01T17:30:00-06:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(TaskDeadlineReply.parse(moved.json().data)).toEqual({ deadline: '2099-05-01T23:30:00.000Z' });

    const got = await call('get', auth, { id: task.id });
    expect(got.json()).toEqual({ status: 200, data: { responsibility: { id: dana.id, first_name: 'Dana', last_name: 'Kowalski' }, deadline: '2099-05-01T23:30:00.000Z' } });
    TaskResponsibilityReply.parse(got.json().data);
  });

  it('enforces the §6 flags for the client, not for their coach, and changes nothing when refused', async () => {
    await db().update(users).set({ allowAddTeamMember: false, allowEditResponsibility: false, allowEditDeadline: false }).where(eq(users.id, t.demo.client.id));
    const { auth } = await signIn(t, 'client@demo.test');
    const [task] = await tasksOf(t.demo.client.id);
    const [member] = await membersOf(t.demo.client.id);
    const before = await snapshot();
    for (const [what, payload, message] of [
      ['add', { first_name: 'Dana', last_name: 'K' }, 'Your coach has not enabled adding team members.'],
      ['assign', { id: task!.id, team_member_id: member!.id }, 'Your coach has not enabled changing who is responsible for a task.'],
      ['deadline', { id: task!.id, deadline: '2099-01-01T00:00:00Z' }, 'Your coach has not enabled changing task deadlines.'],
    ] as const) {
      const res = await call(what, auth, payload);
      expect(res.statusCode, what).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, error: message });
    }
    expect(await snapshot()).toEqual(before);
    // reading stays open
    expect((await call('members', auth)).statusCode).toBe(200);
    expect((await call('get', auth, { id: task!.id })).statusCode).toBe(200);

    const coach = await signIn(t, 'coach@demo.test');
    const as = { user_id: t.demo.client.id };
    expect((await call('add', coach.auth, { ...as, first_name: 'Dana', last_name: 'K' })).statusCode).toBe(200);
    expect((await call('assign', coach.auth, { ...as, id: task!.id, team_member_id: member!.id })).statusCode).toBe(200);
    expect((await call('deadline', coach.auth, { ...as, id: task!.id, deadline: '2099-01-01T00:00:00Z' })).statusCode).toBe(200);
  });

  it('answers 404 for another client\'s commitment or team member, 403 naming them, and changes nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [mine] = await tasksOf(t.demo.client.id);
    const [peerTask] = await tasksOf(t.demo.peer.id);
    const [peerMember] = await membersOf(t.demo.peer.id);
    const [myMember] = await membersOf(t.demo.client.id);
    const before = await snapshot();
    expect((await call('assign', auth, { id: mine!.id, team_member_id: peerMember!.id })).statusCode).toBe(404);
    expect((await call('assign', auth, { id: peerTask!.id, team_member_id: myMember!.id })).statusCode).toBe(404);
    expect((await call('deadline', auth, { id: peerTask!.id, deadline: '2099-01-01T00:00:00Z' })).statusCode).toBe(404);
    expect((await call('get', auth, { id: peerTask!.id })).statusCode).toBe(404);
    expect((await call('share', auth, { id: peerTask!.id })).statusCode).toBe(404);
    expect((await call('members', auth, { user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect((await call('add', auth, { user_id: t.demo.peer.id, first_name: 'A', last_name: 'B' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a past deadline and bad bodies with 422 field messages, changing nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [task] = await tasksOf(t.demo.client.id);
    const before = await snapshot();
    const fields = async (what: keyof typeof URL_, payload: object) => {
      const res = await call(what, auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      return res.json().error as Record<string, string[]>;
    };
    expect(await fields('deadline', { id: task!.id, deadline: new Date(Date.now() - 60_000).toISOString() })).toEqual({ deadline: [DEADLINE_IN_PAST] });
    expect(Object.keys(await fields('deadline', { id: task!.id, deadline: 'next Friday' }))).toEqual(['deadline']);
    expect(Object.keys(await fields('deadline', { id: task!.id, deadline: '2099-01-01T00:00:00' }))).toEqual(['deadline']);
    expect(Object.keys(await fields('deadline', { id: task!.id, deadline: 20990101 }))).toEqual(['deadline']);
    expect(Object.keys(await fields('add', { first_name: '', last_name: 'x'.repeat(101) })).sort()).toEqual(['first_name', 'last_name']);
    expect(Object.keys(await fields('add', { first_name: ['a'], last_name: 'b' }))).toEqual(['first_name']);
    expect(Object.keys(await fields('assign', { id: task!.id, team_member_id: 'Priya' }))).toEqual(['team_member_id']);
    expect(Object.keys(await fields('share', { id: task!.id, message: 'x'.repeat(2001) }))).toEqual(['message']);
    const huge = await call('add', auth, { first_name: 'x'.repeat(10 * 1024 * 1024), last_name: 'y' });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().error)).toEqual(['first_name']);
    expect(await snapshot()).toEqual(before);
  });

  it('mails a commitment to the coach in the tenant\'s brand, escaping what the client wrote', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const task = (await tasksOf(t.demo.client.id)).find((c) => c.responsibleId !== null)!;
    await db().update(commitments).set({ title: '<b>Price list</b> & "cafés"' }).where(eq(commitments.id, task.id));
    const res = await call('share', auth, { id: task.id, message: 'Can we <i>discuss</i> this?' });
    expect(res.json()).toEqual({ status: 200, data: MESSAGES.emailSent });
    const mail = (await t.lastMailTo('coach@demo.test')) as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Alex Morgan shared a commitment: <b>Price list</b> & "cafés"');
    expect(mail.text).toContain('Responsible: Priya Shah');
    expect(mail.text).toContain('Can we <i>discuss</i> this?');
    expect(mail.html).toContain('background:#14143f');
    expect(mail.html).toContain('&lt;b&gt;Price list&lt;/b&gt; &amp; &quot;cafés&quot;');
    expect(mail.html).not.toContain('<i>discuss');
    expect(mail.html).toMatch(/Deadline:<\/strong> \w+day, /);
    // the share limit answers 429 with Retry-After, not a 500
    for (let i = 0; i < 19; i++) await call('share', auth, { id: task.id });
    const limited = await call('share', auth, { id: task.id });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
