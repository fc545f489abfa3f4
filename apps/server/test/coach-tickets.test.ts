import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoachTicketPage, CoachTicketThread, MyTicketList, TicketReplyResult } from '@portal/contract';
import { seedOtherCoach, seedSecondTenant } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

type Auth = Record<string, string>;

describe.each(backends())('support tickets answered by the coach (%s)', (backend) => {
  let t: TestApp;
  let coach: Auth;
  let client: Auth;
  beforeEach(async () => {
    t = await createTestApp(backend);
    coach = (await signIn(t, 'coach@demo.test')).auth;
    client = (await signIn(t, 'client@demo.test')).auth;
  });
  afterEach(async () => { await t.close(); });

  const call = (method: 'GET' | 'POST', url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const raise = async (auth: Auth, subject: string) => {
    const res = await call('POST', '/api/v1/tickets', auth, { subject, message: `About ${subject}` });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const list = async (auth: Auth, query = '') => {
    const res = await call('GET', `/api/v1/coach/tickets${query}`, auth);
    expect(res.statusCode).toBe(200);
    return CoachTicketPage.parse(res.json().data);
  };

  it('lists the tickets of the coach\'s own clients, newest first, with client name and reply count', async () => {
    const storage = dataDirStorage(t.dataDir);
    const other = await seedOtherCoach(t.database.db, storage, t.demo);
    const first = await raise(client, 'First question');
    t.clock.advance(60_000);
    const second = await raise((await signIn(t, 'peer@demo.test')).auth, 'Second question');
    await raise((await signIn(t, other.client.email)).auth, 'Not for Grace');
    await call('POST', `/api/v1/coach/tickets/${first}/reply`, coach, { body: 'On it.' });

    const page = await list(coach);
    expect(page.tickets.map((x) => x.id)).toEqual([second, first]);
    expect(page).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(page.tickets[1]).toMatchObject({ subject: 'First question', status: 'pending', reply_count: 1, client: { first_name: 'Alex', last_name: 'Morgan', email: 'client@demo.test' } });
    expect(page.tickets[0]).toMatchObject({ reply_count: 0, last_reply_at: null, client: { first_name: 'Jordan' } });
    expect((await list(coach, '?status=open')).tickets.map((x) => x.id)).toEqual([second]);
    expect((await list(coach, '?status=pending')).tickets.map((x) => x.id)).toEqual([first]);
    expect((await list(coach, '?status=closed')).tickets).toEqual([]);
    expect((await list(coach, '?page=2')).tickets).toEqual([]);
    // An admin sees the whole tenant's tickets.
    const admin = (await signIn(t, 'admin@demo.test')).auth;
    expect((await list(admin)).total).toBe(3);
    const bad = await call('GET', '/api/v1/coach/tickets?status=everything&page=0', coach);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error).sort()).toEqual(['page', 'status']);
  });

  it('replies: the ticket becomes pending, the client gets mail and sees the reply in tickets/mine; the client answers and the coach gets mail', async () => {
    const id = await raise(client, 'Invoice question');
    const res = await call('POST', `/api/v1/coach/tickets/${id}/reply`, coach, { body: 'Hello Alex,\n<b>Fixed</b> & re-sent.' });
    expect(res.statusCode).toBe(201);
    const result = TicketReplyResult.parse(res.json().data);
    expect(result).toMatchObject({ status: 'pending', reply: { author_name: 'Grace Hopper', from_staff: true, body: 'Hello Alex,\n<b>Fixed</b> & re-sent.' } });

    const mail = await t.lastMailTo('client@demo.test') as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Your support ticket has a reply: Invoice question');
    expect(mail.text).toContain('http://portal.test/help');
    expect(mail.html).toContain('&lt;b&gt;Fixed&lt;/b&gt; &amp; re-sent.');

    const mine = MyTicketList.parse((await call('GET', '/api/v1/tickets/mine', client)).json().data);
    expect(mine[0]).toMatchObject({ id, status: 'pending', replies: [{ body: 'Hello Alex,\n<b>Fixed</b> & re-sent.', from_staff: true }] });

    const answer = await call('POST', `/api/v1/tickets/${id}/reply`, client, { body: 'Thanks, got it.' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ status: 'open', reply: { author_name: 'Alex Morgan', from_staff: false } });
    const toCoach = await t.lastMailTo('coach@demo.test');
    expect(toCoach?.subject).toBe('Alex Morgan replied: Invoice question');
    expect(toCoach?.text).toContain(`http://portal.test/coach/tickets/${id}`);

    const thread = CoachTicketThread.parse((await call('GET', `/api/v1/coach/tickets/${id}`, coach)).json().data);
    expect(thread.ticket).toMatchObject({ id, status: 'open', reply_count: 2, message: 'About Invoice question' });
    expect(thread.replies.map((r) => r.body)).toEqual(['Hello Alex,\n<b>Fixed</b> & re-sent.', 'Thanks, got it.']);
  });

  it('changes the status; bad statuses and empty replies are 422', async () => {
    const id = await raise(client, 'Close me');
    const closed = await call('POST', `/api/v1/coach/tickets/${id}/status`, coach, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ id, status: 'closed' });
    expect(MyTicketList.parse((await call('GET', '/api/v1/tickets/mine', client)).json().data)[0]?.status).toBe('closed');
    // A reply on a closed ticket keeps it closed.
    expect((await call('POST', `/api/v1/coach/tickets/${id}/reply`, coach, { body: 'Closing note.' })).json().data.status).toBe('closed');
    expect((await call('POST', `/api/v1/coach/tickets/${id}/status`, coach, { status: 'solved' })).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/coach/tickets/${id}/reply`, coach, { body: '   ' })).json().error.body).toEqual(['Reply is required.']);
    expect((await call('POST', `/api/v1/coach/tickets/${id}/reply`, coach, { body: 'x'.repeat(10_001) })).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/tickets/${id}/reply`, client, { body: '' })).statusCode).toBe(422);
  });

  it('keeps each side to its own: other clients\' tickets are 404 to a client, coach routes 403', async () => {
    const peer = (await signIn(t, 'peer@demo.test')).auth;
    const peers = await raise(peer, 'Peer only');
    expect((await call('POST', `/api/v1/tickets/${peers}/reply`, client, { body: 'Not mine' })).statusCode).toBe(404);
    expect(MyTicketList.parse((await call('GET', '/api/v1/tickets/mine', client)).json().data)).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', '/api/v1/coach/tickets'], ['GET', `/api/v1/coach/tickets/${peers}`],
      ['POST', `/api/v1/coach/tickets/${peers}/reply`, { body: 'x' }], ['POST', `/api/v1/coach/tickets/${peers}/status`, { status: 'closed' }],
    ] as const) {
      expect((await call(method, url, client, payload)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/v1/tickets/mine', {})).statusCode).toBe(401);
  });

  it('answers 404 for another coach\'s client\'s ticket and another tenant\'s', async () => {
    const storage = dataDirStorage(t.dataDir);
    const other = await seedOtherCoach(t.database.db, storage, t.demo);
    const tenant2 = await seedSecondTenant(t.database.db, storage);
    const foreign = await raise((await signIn(t, other.client.email)).auth, 'Kai\'s client');
    const harbour = await raise((await signIn(t, tenant2.client.email, undefined, { 'x-tenant-id': '227' })).auth, 'Harbour');
    for (const id of [foreign, harbour]) {
      expect((await call('GET', `/api/v1/coach/tickets/${id}`, coach)).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/coach/tickets/${id}/reply`, coach, { body: 'Hi' })).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/coach/tickets/${id}/status`, coach, { status: 'closed' })).statusCode).toBe(404);
    }
    const admin = (await signIn(t, 'admin@demo.test')).auth;
    expect((await call('GET', `/api/v1/coach/tickets/${foreign}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/coach/tickets/${harbour}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/coach/tickets/abc', coach)).statusCode).toBe(422);
  });
});
