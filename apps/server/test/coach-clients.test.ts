import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientListReply, ClientOverview, CoachClient, MESSAGES } from '@portal/contract';
import { emails } from '../src/db/schema/index.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { seedPractice, type Practice } from './support/coach-practice.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12: the coach's clients (docs/api.md "Coach: clients", docs/domain.md "Coach: clients").
const LIST = '/api/v1/coach/clients';

describe.each(backends())('coach clients (%s)', (backend) => {
  let t: TestApp;
  let p: Practice;
  let quinn: Record<string, string>;
  let coach: Record<string, string>;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    p = await seedPractice(t.database.db, dataDirStorage(t.dataDir), t.demo.tenantId, t.clock.now);
    quinn = (await signIn(t, 'quinn@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
    admin = (await signIn(t, 'admin@demo.test')).auth;
    client = (await signIn(t, 'client@demo.test')).auth;
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const list = async (query: string, auth = quinn) => {
    const res = await get(`${LIST}${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return ClientListReply.parse(res.json().data);
  };
  const names = (r: ClientListReply) => r.clients.map((c) => c.last_name);

  it('lists the coach\'s clients with exact behind counts and statuses', async () => {
    const res = await get(LIST, quinn);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().status).toBe(200);
    const r = ClientListReply.parse(res.json().data);
    expect(r).toMatchObject({ total: 5, page: 1, per_page: 25 });
    const by = Object.fromEntries(r.clients.map((c) => [c.last_name, c]));
    expect(by.Lovelace).toMatchObject({
      first_name: 'Ada', email: 'ada@quinn.test', company: 'Analytical Engines', status: 'active', group_coaching: true, flash_coaching: true,
      business_academy: false, lessons_open_not_done: 3, overdue_action_steps: 2, overdue_commitments: 2, unread_mail: 2, behind: 7, last_seen_at: null,
    });
    expect(by.Babbage).toMatchObject({ status: 'invited', company: '=cmd|calc', behind: 0, unread_mail: 0 });
    expect(by.Young).toMatchObject({ status: 'deactivated', behind: 0, unread_mail: 1 });
    expect(by.Hopper).toMatchObject({ status: 'active', overdue_commitments: 1, behind: 1, last_seen_at: new Date(t.clock.now.getTime() - 3_600_000).toISOString() });
    expect(by.Noether).toMatchObject({ unread_mail: 3, behind: 0, company: null });
    // the default order: by name, deactivated clients last
    expect(names(r)).toEqual(['Babbage', 'Hopper', 'Lovelace', 'Noether', 'Young']);
  });

  it('sorts by each column both ways, deactivated clients always last', async () => {
    expect(names(await list('?sort=behind'))).toEqual(['Lovelace', 'Hopper', 'Babbage', 'Noether', 'Young']);
    expect(names(await list('?sort=behind&dir=asc'))).toEqual(['Babbage', 'Noether', 'Hopper', 'Lovelace', 'Young']);
    expect(names(await list('?sort=name&dir=desc'))).toEqual(['Noether', 'Lovelace', 'Hopper', 'Babbage', 'Young']);
    expect(names(await list('?sort=unread'))).toEqual(['Noether', 'Lovelace', 'Babbage', 'Hopper', 'Young']);
    // seen most recently first; never seen after
    expect(names(await list('?sort=last_seen')).slice(0, 1)).toEqual(['Hopper']);
    expect(names(await list('?sort=last_seen&dir=asc')).at(-2)).toBe('Hopper');
    expect(names(await list('?sort=created&dir=asc'))).toEqual(['Lovelace', 'Babbage', 'Hopper', 'Noether', 'Young']);
  });

  it('searches name, email and company in any case, every word', async () => {
    expect(names(await list('?q=LOVE'))).toEqual(['Lovelace']);
    expect(names(await list('?q=zeta'))).toEqual(['Hopper']);
    expect(names(await list('?q=eve%40quinn'))).toEqual(['Noether']);
    expect(names(await list('?q=ada%20engines'))).toEqual(['Lovelace']);
    expect(names(await list('?q=ada%20zeta'))).toEqual([]);
    // LIKE's wildcards are plain characters
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('filters by status and pages, with the total before paging', async () => {
    expect(names(await list('?status=deactivated'))).toEqual(['Young']);
    expect(names(await list('?status=invited'))).toEqual(['Babbage']);
    expect(names(await list('?status=active'))).toEqual(['Hopper', 'Lovelace', 'Noether']);
    const second = await list('?per_page=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(names(second)).toEqual(['Lovelace', 'Noether']);
    const past = await list('?per_page=2&page=4');
    expect(past).toMatchObject({ total: 5, clients: [] });
  });

  it('refuses bad query values with 422 naming the field', async () => {
    for (const [query, field] of [['?sort=bogus', 'sort'], ['?dir=up', 'dir'], ['?per_page=101', 'per_page'], ['?per_page=0', 'per_page'],
      ['?page=0', 'page'], ['?page=abc', 'page'], ['?page=1e3', 'page'], ['?status=gone', 'status'], [`?q=${'x'.repeat(201)}`, 'q'], ['?q=a&q=b', 'q']] as const) {
      const res = await get(`${LIST}${query}`, quinn);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().error), query).toEqual([field]);
    }
  });

  it('shows coach@ their three demo clients and an admin every client of the tenant', async () => {
    const mine = await list('', coach);
    expect(mine.clients.map((c) => c.email).sort()).toEqual(['client@demo.test', 'flash@demo.test', 'peer@demo.test']);
    const all = await list('?per_page=100', admin);
    const emails = all.clients.map((c) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['client@demo.test', 'ada@quinn.test', 'eve@quinn.test']));
    // clients only: no coach or admin, and nobody of another tenant
    expect(emails).not.toContain('coach@demo.test');
    expect(emails).not.toContain('admin@demo.test');
    expect(emails).not.toContain('client@elsewhere.test');
  });

  it('exports the filtered list as formula-safe CSV', async () => {
    const res = await get(`${LIST}.csv?sort=behind&status=active`, quinn);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = t.clock.now.toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clients-${day}.csv"; filename*=UTF-8''clients-${day}.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Company,Status,Group coaching,Flash coaching,Business academy,Last seen (UTC),'
      + '"Lessons open, not done",Overdue action steps,Overdue commitments,Behind (total),Unread mail,Added (UTC)');
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['Lovelace', 'Hopper', 'Noether']);
    expect(lines[1]).toMatch(/^Ada,Lovelace,ada@quinn\.test,Analytical Engines,active,yes,yes,no,,3,2,2,7,2,/);
    expect(lines[2]).toContain(',"Zeta, Corp",');
    expect(lines.at(-1)).toBe('');
    const invited = await get(`${LIST}.csv?status=invited`, quinn);
    expect(invited.body).toContain(',\'=cmd|calc,');
    expect((await get(`${LIST}.csv?sort=nope`, quinn)).statusCode).toBe(422);
  });

  it('gives the client\'s page: groups and lesson progress, analytics, plan, commitments, metrics, notes, files, tickets', async () => {
    const res = await get(`${LIST}/${p.ada.id}`, quinn);
    expect(res.statusCode, res.body).toBe(200);
    const o = ClientOverview.parse(res.json().data);
    expect(o.client).toMatchObject({ id: p.ada.id, behind: 7, unread_mail: 2 });
    expect(o.groups.map((g) => [g.title, g.status, g.lessons_total, g.lessons_open, g.lessons_done])).toEqual([
      ['Group quinn-g1', 'active', 4, 3, 1], ['Group quinn-g2', 'unpaid', 2, 1, 0],
    ]);
    expect(o.groups[0]!.lessons.map((l) => [l.title, l.open, l.done])).toEqual([['One', true, true], ['Two', true, false], ['Three', true, false], ['Four', false, false]]);
    expect(o.lesson_analytics).toEqual({
      lessons_recorded: 2, checklist_steps_done: 6, checklist_steps_total: 10, notes_count: 1,
      profit_impacts: [{ lesson_title: 'One', group_title: 'Group quinn-g1', text: '$500/month from a price rise' }], plan_items_checked: 2,
    });
    expect(o.focus_areas.map((f) => [f.path, f.open])).toEqual([['pricing', true], ['sales', true], ['operations', false]]);
    expect(o.focus_areas[0]).toMatchObject({ assessment_title: 'Ada assessment', action_steps: { to_do: 3, in_progress: 1, completed: 1, overdue: 2 }, reminders: 1 });
    expect(o.commitments).toMatchObject({ total: 4, open: 3, overdue: 2 });
    expect(o.commitments.items.map((c) => c.title)).toEqual(['Late, to do', 'Late, in progress', 'Next week', 'Done late']);
    expect(o.metrics.map((m) => [m.name, m.values.map((v) => v.value)])).toEqual([['Revenue', [8000, 9000]]]);
    expect(o.notes.total).toBe(2);
    expect(o.notes.latest.map((n) => n.title)).toEqual(['Pricing review', 'Kick-off']);
    expect(o.files.latest.map((f) => [f.file_name, f.direction, f.mine])).toEqual([['plan.csv', 'sent', false]]);
    expect(o.open_tickets).toBe(1);
    expect(o.profile.coach_id).toBe(p.coach.id);
    // an admin reads the same page
    expect(ClientOverview.parse((await get(`${LIST}/${p.ada.id}`, admin)).json().data).client.id).toBe(p.ada.id);
  });

  it('sets the programme flags, seen by the client at once', async () => {
    const ada = (await signIn(t, 'ada@quinn.test')).auth;
    const res = await post(`${LIST}/${p.ada.id}/programmes`, quinn, { group_coaching: false, flash_coaching: true, business_academy: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(CoachClient.parse(res.json().data)).toMatchObject({ id: p.ada.id, group_coaching: false, flash_coaching: true, business_academy: true, behind: 7 });
    const me = await get('/api/v1/students/me', ada);
    expect(me.json().data).toMatchObject({ group_coaching: false, business_academy: true });
    const bad = await post(`${LIST}/${p.ada.id}/programmes`, quinn, { group_coaching: 'yes', flash_coaching: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error).sort()).toEqual(['business_academy', 'group_coaching']);
    expect((await post(`${LIST}/abc/programmes`, quinn, { group_coaching: true, flash_coaching: true, business_academy: true })).statusCode).toBe(422);
  });

  it('deactivates a client (their session ends at once, sign-in refused) and reactivates them', async () => {
    const dee = await signIn(t, 'dee@quinn.test');
    expect((await get('/api/v1/students/me', dee.auth)).statusCode).toBe(200);
    const off = await post(`${LIST}/${p.dee.id}/deactivate`, quinn);
    expect(off.statusCode, off.body).toBe(200);
    expect(CoachClient.parse(off.json().data).status).toBe('deactivated');
    expect((await get('/api/v1/students/me', dee.auth)).statusCode).toBe(401);
    await expect(signIn(t, 'dee@quinn.test')).rejects.toThrow(MESSAGES.accountDeactivated);
    // deactivated clients go last
    expect(names(await list('')).slice(-2)).toEqual(['Hopper', 'Young']);

    const on = await post(`${LIST}/${p.dee.id}/reactivate`, quinn);
    expect(on.statusCode).toBe(200);
    expect(CoachClient.parse(on.json().data).status).toBe('active');
    expect((await get('/api/v1/students/me', dee.auth)).statusCode).toBe(401);
    const again = await signIn(t, 'dee@quinn.test');
    expect((await get('/api/v1/students/me', again.auth)).statusCode).toBe(200);
  });

  it('keeps a scope\'s list for at most five seconds, read again in the background after four', async () => {
    const eve = async () => (await list('?q=eve')).clients[0]!.unread_mail;
    expect(await eve()).toBe(3);
    await t.database.db.insert(emails).values({ tenantId: t.demo.tenantId, fromUserId: p.coach.id, toUserId: p.eve.id, subject: 'Late news', body: '<p>x</p>' });
    expect(await eve()).toBe(3);
    t.clock.advance(4_000);
    // still served, while the next read runs
    expect(await eve()).toBe(3);
    await vi.waitFor(async () => expect(await eve()).toBe(4));
    await t.database.db.insert(emails).values({ tenantId: t.demo.tenantId, fromUserId: p.coach.id, toUserId: p.eve.id, subject: 'Later news', body: '<p>x</p>' });
    t.clock.advance(5_000);
    expect(await eve()).toBe(5);
  });

  it('answers 404 for another coach\'s client, another tenant\'s user, staff and oneself', async () => {
    const routes = (id: number) => [
      () => get(`${LIST}/${id}`, coach),
      () => post(`${LIST}/${id}/programmes`, coach, { group_coaching: true, flash_coaching: true, business_academy: true }),
      () => post(`${LIST}/${id}/deactivate`, coach),
      () => post(`${LIST}/${id}/reactivate`, coach),
    ];
    for (const id of [p.ada.id, p.other.client.id, p.other.coach.id, t.demo.coach.id, t.demo.admin.id, 2_000_000]) {
      for (const call of routes(id)) expect((await call()).statusCode, `coach@ → ${id}`).toBe(404);
    }
    for (const id of [p.other.client.id, t.demo.coach.id]) {
      expect((await post(`${LIST}/${id}/deactivate`, admin)).statusCode).toBe(404);
    }
    // nothing changed for Ada
    expect((await list('?q=ada')).clients[0]).toMatchObject({ status: 'active', group_coaching: false });
  });

  it('refuses a client on every route (403) and anyone signed out (401)', async () => {
    const calls = [
      () => get(LIST, client), () => get(`${LIST}.csv`, client), () => get(`${LIST}/${t.demo.client.id}`, client),
      () => post(`${LIST}/${t.demo.client.id}/programmes`, client, { group_coaching: true, flash_coaching: true, business_academy: true }),
      () => post(`${LIST}/${t.demo.client.id}/deactivate`, client), () => post(`${LIST}/${t.demo.client.id}/reactivate`, client),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await get(LIST, {})).statusCode).toBe(401);
  });
});
