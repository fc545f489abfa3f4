import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BoardCard, CoachPlanReply, Commitment, COMPANY_FILE_DOWNLOAD_PATH, CompanyFileList, ScheduleReply, TimelineReply } from '@portal/contract';
import { companies, companyFiles, users } from '../src/db/schema/index.ts';
import { multipartBody } from './support/multipart.ts';
import { ROLE, tickets } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12 "Schedule and work", "Insight": the schedule a coach sets for one client, and the
// client's activity timeline (docs/api.md "Coach: a client's work").
describe.each(backends())('coach work for a client (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let otherClient = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    otherClient = (await seedOtherCoach(db, dataDirStorage(t.dataDir), t.demo)).client.id;
    await buildTenant(db, 901, 'Elsewhere Coaching', 'support@elsewhere.test');
    await buildUser(db, { tenantId: 901, email: 'coach@elsewhere.test', password: DEMO_PASSWORD, roleId: ROLE.coach });
    for (const who of ['coach', 'coach2', 'flash', 'client', 'admin']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
    auth.otherTenant = (await signIn(t, 'coach@elsewhere.test', DEMO_PASSWORD, { 'x-tenant-id': '901' })).auth;
  });
  afterAll(async () => { await t?.close(); });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: auth[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('text/csv') ? null : res.json(), res };
  };
  const C = (id = t.demo.flash.id) => `/api/v1/coach/clients/${id}`;
  const clientSchedule = async () => ScheduleReply.parse((await call('flash', 'POST', '/api/v1/clientportal/schedule/', {})).body.data);
  const entry = {
    title: 'Quarterly review', description: 'Bring the numbers.', starts_at: '2030-06-14T10:00', ends_at: '2030-06-14T11:30',
    time_zone: 'America/New_York', meeting_url: 'https://meet.test/review',
  };
  let entryId = 0;

  it('adds a schedule entry read in its time zone, and the client sees it at once', async () => {
    const made = await call('coach', 'POST', `${C()}/schedule`, entry);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      title: 'Quarterly review', starts_at: '2030-06-14T14:00:00.000Z', ends_at: '2030-06-14T15:30:00.000Z',
      time_zone: 'America/New_York', meeting_url: 'https://meet.test/review', coach_name: 'Grace Hopper',
    });
    entryId = made.body.data.id;
    expect((await clientSchedule()).upcoming.find((e) => e.id === entryId)).toMatchObject({ title: 'Quarterly review', coach_name: 'Grace Hopper' });
    const list = await call('coach', 'GET', `${C()}/schedule`);
    expect(list.body.data.map((e: { id: number }) => e.id)).toContain(entryId);
  });

  it('edits and deletes the entry, seen by the client at once', async () => {
    const edited = await call('coach', 'POST', `${C()}/schedule/${entryId}`, { ...entry, title: 'Half-year review', ends_at: '', starts_at: '2030-01-10T09:00:00Z' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Half-year review', ends_at: null, starts_at: '2030-01-10T09:00:00.000Z' });
    expect((await clientSchedule()).upcoming.find((e) => e.id === entryId)?.title).toBe('Half-year review');
    expect((await call('coach', 'POST', `${C()}/schedule/${entryId}/delete`)).status).toBe(200);
    expect((await clientSchedule()).upcoming.find((e) => e.id === entryId)).toBeUndefined();
    expect((await call('coach', 'POST', `${C()}/schedule/${entryId}/delete`)).status).toBe(404);
  });

  it('refuses bad input with 422 and field messages', async () => {
    const bad = await call('coach', 'POST', `${C()}/schedule`, { title: ' ', starts_at: 'soon', time_zone: 'Mars/Olympus', meeting_url: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(expect.arrayContaining(['title', 'starts_at', 'time_zone', 'meeting_url']));
    const backwards = await call('coach', 'POST', `${C()}/schedule`, { ...entry, ends_at: '2030-06-14T09:00' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.ends_at).toEqual(['The end must be after the start.']);
    expect((await call('coach', 'POST', '/api/v1/coach/clients/abc/schedule', entry)).status).toBe(422);
  });

  it('lets an admin act for any client of the tenant', async () => {
    const made = await call('admin', 'POST', `${C(otherClient)}/schedule`, entry);
    expect(made.status).toBe(201);
    expect((await call('admin', 'POST', `${C(otherClient)}/schedule/${made.body.data.id}/delete`)).status).toBe(200);
  });

  it('answers another coach, another tenant and staff ids 404, and a client 403, on every route', async () => {
    const mine = (await call('coach', 'POST', `${C()}/schedule`, entry)).body.data.id;
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', `${C()}/schedule`], ['POST', `${C()}/schedule`, entry], ['POST', `${C()}/schedule/${mine}`, entry],
      ['POST', `${C()}/schedule/${mine}/delete`], ['GET', `${C()}/timeline`], ['GET', `${C()}/timeline.csv`],
    ];
    for (const [method, url, body] of routes) {
      for (const who of ['coach2', 'otherTenant']) expect((await call(who, method, url, body)).status, `${who} ${method} ${url}`).toBe(404);
      expect((await call('flash', method, url, body)).status, `client ${method} ${url}`).toBe(403);
    }
    // a coach's own id, or another coach's client's entry through one's own client, is no one's to reach
    expect((await call('coach', 'GET', `${C(t.demo.coach.id)}/schedule`)).status).toBe(404);
    expect((await call('coach', 'GET', `${C(otherClient)}/timeline`)).status).toBe(404);
    const theirs = (await call('admin', 'POST', `${C(otherClient)}/schedule`, entry)).body.data.id;
    expect((await call('coach', 'POST', `${C()}/schedule/${theirs}/delete`)).status).toBe(404);
    expect((await call('coach', 'POST', `${C()}/schedule/${theirs}`, entry)).status).toBe(404);
    expect((await clientSchedule()).upcoming.map((e) => e.id)).toContain(mine);
  });

  it('sets action steps and reminders on a focus area of the client; the client\'s boards show them at once', async () => {
    const plan = CoachPlanReply.parse((await call('coach', 'GET', `${C()}/plan`)).body.data);
    const area = plan.focus_areas[0]!;
    expect(area).toMatchObject({ assessment_id: expect.any(Number), path: expect.any(String) });
    const board = async (name: 'action_steps' | 'reminders') => BoardCard.array().parse((await call('flash', 'POST', '/api/v1/impcoaching/steps/',
      { assessment_id: area.assessment_id, path: area.path, board: name })).body.data);
    const made = await call('coach', 'POST', `${C()}/cards`, {
      assessment_id: area.assessment_id, path: area.path, board: 'action_steps', title: 'Call three lapsed customers',
      description: 'Ask why.', due_at: '2030-03-01T17:00', time_zone: 'Europe/Paris',
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Call three lapsed customers', status: 0, board: 'action_steps', due_at: '2030-03-01T16:00:00.000Z' });
    const cardId = made.body.data.id;
    expect((await board('action_steps')).find((c) => c.id === cardId)?.title).toBe('Call three lapsed customers');
    const reminder = await call('coach', 'POST', `${C()}/cards`, { assessment_id: area.assessment_id, path: area.path, board: 'reminders', title: 'Invoice on Fridays', time_zone: 'UTC' });
    expect((await board('reminders')).map((c) => c.id)).toContain(reminder.body.data.id);

    const edited = await call('coach', 'POST', `${C()}/cards/${cardId}`, { title: 'Call five lapsed customers', due_at: '', time_zone: 'UTC' });
    expect(edited.body.data).toMatchObject({ title: 'Call five lapsed customers', due_at: null, description: '' });
    expect((await board('action_steps')).find((c) => c.id === cardId)?.title).toBe('Call five lapsed customers');
    expect((await call('coach', 'POST', `${C()}/cards/${cardId}/delete`)).status).toBe(200);
    expect((await board('action_steps')).find((c) => c.id === cardId)).toBeUndefined();

    // a focus area that is not this client's, and bad input
    const otherArea = await call('coach', 'POST', `${C()}/cards`, { assessment_id: area.assessment_id, path: 'no-such-area', board: 'action_steps', title: 'X', time_zone: 'UTC' });
    expect(otherArea.status).toBe(404);
    const bad = await call('coach', 'POST', `${C()}/cards`, { assessment_id: 'x', path: '', board: 'wall', title: '', time_zone: 'Nowhere/Land', due_at: 'later' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(expect.arrayContaining(['assessment_id', 'path', 'board', 'title', 'time_zone', 'due_at']));
    for (const who of ['coach2', 'otherTenant']) {
      expect((await call(who, 'GET', `${C()}/plan`)).status).toBe(404);
      expect((await call(who, 'POST', `${C()}/cards/${reminder.body.data.id}/delete`)).status).toBe(404);
    }
    expect((await call('flash', 'GET', `${C()}/plan`)).status).toBe(403);
    expect((await call('flash', 'POST', `${C()}/cards`, {})).status).toBe(403);
  });

  it('sets commitments with a deadline in a time zone and a status; the client\'s commitments show them at once', async () => {
    const tasks = async () => Commitment.array().parse((await call('flash', 'POST', '/api/v1/tasks/client/', {})).body.data);
    const made = await call('coach', 'POST', `${C()}/commitments`, { title: 'Raise prices 5%', deadline: '2030-01-31T18:00', time_zone: 'America/Denver' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Raise prices 5%', status: 0, deadline: '2030-02-01T01:00:00.000Z', responsibility: null, overdue: false });
    const id = made.body.data.id;
    expect((await tasks()).find((c) => c.id === id)?.title).toBe('Raise prices 5%');
    const done = await call('coach', 'POST', `${C()}/commitments/${id}`, { title: 'Raise prices 7%', deadline: '', time_zone: 'UTC', status: 2 });
    expect(done.body.data).toMatchObject({ title: 'Raise prices 7%', status: 2, deadline: null, completed_at: expect.any(String) });
    expect((await tasks()).find((c) => c.id === id)).toMatchObject({ status: 2, title: 'Raise prices 7%' });
    const strangerResponsible = await call('coach', 'POST', `${C()}/commitments/${id}`, { title: 'X', time_zone: 'UTC', responsible_id: 999_999 });
    expect(strangerResponsible.status).toBe(422);
    expect(strangerResponsible.body.error.responsible_id).toEqual(['Choose someone on the client\'s team.']);
    const bad = await call('coach', 'POST', `${C()}/commitments`, { title: '<b>' + 'x'.repeat(300), time_zone: 'UTC', status: 7 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(expect.arrayContaining(['title', 'status']));
    for (const who of ['coach2', 'otherTenant']) {
      expect((await call(who, 'POST', `${C()}/commitments/${id}`, { title: 'Y', time_zone: 'UTC' })).status).toBe(404);
      expect((await call(who, 'POST', `${C()}/commitments/${id}/delete`)).status).toBe(404);
    }
    expect((await call('flash', 'POST', `${C()}/commitments/${id}/delete`)).status).toBe(403);
    expect((await call('coach', 'POST', `${C()}/commitments/${id}/delete`)).status).toBe(200);
    expect((await tasks()).find((c) => c.id === id)).toBeUndefined();
  });

  it('shares files with a client, who sees them on /resources and gets a notice; the coach deletes what they shared', async () => {
    const db = t.database.db;
    const upload = (who: string, clientId: number, files: { name: string; data: Buffer }[], fields: Record<string, string> = {}) => {
      const body = multipartBody(fields, files.map((f) => ({ field: 'files[]', name: f.name, type: 'application/octet-stream', data: f.data })));
      return t.app.inject({ method: 'POST', url: `${C(clientId)}/files`, headers: { ...auth[who], ...body.headers }, payload: body.payload });
    };
    const alex = t.demo.client;
    const sent = await upload('coach', alex.id, [{ name: 'pricing.csv', data: Buffer.from('a,b\n1,2\n') }, { name: 'notes.txt', data: Buffer.from('Bring numbers') }],
      { description: 'For Thursday', company_id: '999999' });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = CompanyFileList.parse(sent.json().data);
    expect(list.map((f) => f.file_name)).toEqual(expect.arrayContaining(['pricing.csv', 'notes.txt']));
    expect((await t.lastMailTo('client@demo.test'))?.subject).toBe('Your coach Grace Hopper shared 2 files with you');
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/companies/files/${alex.companyId}`, headers: auth.client });
    const seen = CompanyFileList.parse(mine.json().data).filter((f) => f.file_name === 'pricing.csv');
    expect(seen[0]).toMatchObject({ direction: 'shared', description: 'For Thursday' });

    // a lying extension: 415, nothing stored
    const before = await db.$count(companyFiles);
    const lying = await upload('coach', alex.id, [{ name: 'ok.csv', data: Buffer.from('a') }, { name: 'report.pdf', data: Buffer.from('89504e470d0a1a0a', 'hex') }]);
    expect(lying.statusCode).toBe(415);
    expect(await db.$count(companyFiles)).toBe(before);
    // a client invited without a company: the first share opens one under their name, which they see as theirs
    const flash = t.demo.flash;
    expect(flash.companyId).toBeNull();
    const toFlash = await upload('coach', flash.id, [{ name: 'start-here.csv', data: Buffer.from('a') }]);
    expect(toFlash.statusCode, toFlash.body).toBe(201);
    const [opened] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, flash.id));
    expect(opened!.companyId).not.toBeNull();
    const [company] = await db.select().from(companies).where(eq(companies.id, opened!.companyId!));
    expect(company).toMatchObject({ tenantId: flash.tenantId, name: `${flash.firstName} ${flash.lastName}` });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth.flash });
    expect(me.json().data.company_id).toBe(opened!.companyId);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/companies/files/${opened!.companyId}`, headers: auth.flash });
    expect(CompanyFileList.parse(theirs.json().data).map((f) => [f.file_name, f.direction])).toEqual([['start-here.csv', 'shared']]);
    // a second share keeps that company
    expect((await upload('coach', flash.id, [{ name: 'week-2.csv', data: Buffer.from('b') }])).statusCode).toBe(201);
    expect((await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, flash.id)))[0]!.companyId).toBe(opened!.companyId);
    const sharedSoFar = await db.$count(companyFiles);
    // others: 404 (nothing read), a client: 403
    expect((await upload('coach2', alex.id, [{ name: 'x.csv', data: Buffer.from('a') }])).statusCode).toBe(404);
    expect((await upload('otherTenant', alex.id, [{ name: 'x.csv', data: Buffer.from('a') }])).statusCode).toBe(404);
    expect((await upload('client', alex.id, [{ name: 'x.csv', data: Buffer.from('a') }])).statusCode).toBe(403);
    expect(await db.$count(companyFiles)).toBe(sharedSoFar);

    const id = list.find((f) => f.file_name === 'pricing.csv')!.id;
    // the client's own files are theirs to delete, not the coach's
    const ownBody = multipartBody({ company_id: String(alex.companyId) }, [{ field: 'files[]', name: 'mine.csv', type: 'text/csv', data: Buffer.from('a') }]);
    const own = await t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...auth.client, ...ownBody.headers }, payload: ownBody.payload });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = CompanyFileList.parse(own.json().data).find((f) => f.file_name === 'mine.csv')!.id;
    // the per-client files page downloads either kind through the Resources download route
    const download = (who: string, fileId: number) =>
      t.app.inject({ method: 'POST', url: COMPANY_FILE_DOWNLOAD_PATH, headers: auth[who], payload: { id: fileId } });
    const mineDownloaded = await download('coach', ownId);
    expect(mineDownloaded.statusCode).toBe(200);
    expect(mineDownloaded.headers['content-disposition']).toContain('mine.csv');
    expect(mineDownloaded.body).toBe('a');
    const sharedDownloaded = await download('coach', id);
    expect(sharedDownloaded.body).toBe('a,b\n1,2\n');
    expect((await download('coach2', ownId)).statusCode).toBe(404);
    expect((await call('coach', 'POST', `${C(alex.id)}/files/${ownId}/delete`)).status).toBe(404);
    expect((await call('coach2', 'POST', `${C(alex.id)}/files/${id}/delete`)).status).toBe(404);
    expect((await call('coach', 'POST', `${C(t.demo.flash.id)}/files/${id}/delete`)).status).toBe(404);
    const gone = await call('coach', 'POST', `${C(alex.id)}/files/${id}/delete`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await call('coach', 'GET', `${C(alex.id)}/files`)).body.data.map((f: { id: number }) => f.id)).not.toContain(id);
  });

  it('lists the client\'s activity newest first, pages with before, and exports formula-safe CSV', async () => {
    const db = t.database.db;
    const base = t.clock.now.getTime();
    await db.insert(tickets).values([
      { tenantId: t.demo.tenantId, userId: t.demo.flash.id, subject: '=HYPERLINK("http://evil.test")', message: 'x', category: 'general', priority: 'low', createdAt: new Date(base + 60_000) },
      ...Array.from({ length: 60 }, (_, i) => ({
        tenantId: t.demo.tenantId, userId: t.demo.flash.id, subject: `Question ${i}`, message: 'x', category: 'general', priority: 'low',
        createdAt: new Date(base - (i + 1) * 1000),
      })),
    ]);
    const first = TimelineReply.parse((await call('coach', 'GET', `${C()}/timeline`)).body.data);
    expect(first.items[0]).toMatchObject({ kind: 'ticket_raised', text: '=HYPERLINK("http://evil.test")', at: new Date(base + 60_000).toISOString() });
    expect(first.items.length).toBeLessThanOrEqual(50);
    const ats = first.items.map((i) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(first.next_before).not.toBeNull();
    // every page in turn: each item once, newest first across pages
    const all = [...first.items];
    for (let before = first.next_before, n = 0; before && n < 20; n++) {
      const page = TimelineReply.parse((await call('coach', 'GET', `${C()}/timeline?before=${encodeURIComponent(before)}`)).body.data);
      expect(page.items.length).toBeLessThanOrEqual(50);
      all.push(...page.items);
      before = page.next_before;
    }
    expect(all.map((i) => i.at)).toEqual(all.map((i) => i.at).sort().reverse());
    const questions = all.filter((i) => i.text.startsWith('Question ')).map((i) => i.text);
    expect([...questions].sort()).toEqual(Array.from({ length: 60 }, (_, i) => `Question ${i}`).sort());
    // a sign-in shows too
    expect(all.some((i) => i.kind === 'sign_in')).toBe(true);
    expect((await call('coach', 'GET', `${C()}/timeline?before=yesterday`)).status).toBe(422);

    const csv = await call('coach', 'GET', `${C()}/timeline.csv`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="timeline-${t.demo.flash.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = csv.res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Activity,Details');
    expect(lines[1]).toBe(`${new Date(base + 60_000).toISOString()},Ticket raised,"'=HYPERLINK(""http://evil.test"")"`);
  });
});
