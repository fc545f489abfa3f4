import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { encodeValue, MESSAGES, Ticket, TicketList, type DemoMail } from '@portal/contract';
import { errorReports } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const SUPPORT = 'support@summit-coaching.test';

describe.each(backends())('support tickets and error reports (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const ticket = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: auth, payload });
  const report = (headers: Record<string, string>, payload: object, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/error/logs/', headers, payload, remoteAddress });
  const supportMail = async (): Promise<DemoMail | undefined> =>
    (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json().data.find((m: DemoMail) => m.to === SUPPORT);
  const crash = {
    url: 'http://localhost:3000/metrics', host: 'localhost:3000', pathname: '/metrics',
    message: "TypeError: Cannot read properties of undefined (reading 'map')", subject: 'Error report from Alex Morgan',
  };

  it('stores a ticket (201) and mails it, escaped, to the tenant\'s support address', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await ticket(auth, {
      subject: 'Invoice shows the wrong plan', message: 'My March invoice says <b>Flash</b> & "Group". Can you check?',
      category: 'billing', priority: 'high', status: 'closed',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe(201);
    const created = Ticket.parse(res.json().data);
    expect(created).toMatchObject({ subject: 'Invoice shows the wrong plan', category: 'billing', priority: 'high', status: 'open' });
    const mail = await supportMail();
    expect(mail?.subject).toBe(`[Ticket #${created.id}] Invoice shows the wrong plan`);
    for (const part of ['Alex Morgan', 'client@demo.test', 'billing', 'high', 'My March invoice']) expect(mail?.text).toContain(part);
    expect(mail?.html).toContain('&lt;b&gt;Flash&lt;/b&gt; &amp; &quot;Group&quot;');
    expect(mail?.html).not.toContain('<b>Flash</b>');
  });

  it('answers an empty subject with 422 and a field message', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await ticket(auth, { subject: '   ', message: 'Help', category: 'nonsense' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.subject).toEqual(['Subject is required.']);
    expect(Object.keys(res.json().error)).toContain('category');
  });

  it('lists only the caller\'s tickets, newest first', async () => {
    const client = await signIn(t, 'client@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    await ticket(client.auth, { subject: 'First', message: 'One' });
    t.clock.advance(60_000);
    await ticket(client.auth, { subject: 'Second', message: 'Two', category: 'technical' });
    await ticket(peer.auth, { subject: 'Not yours', message: 'Peer' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tickets', headers: client.auth });
    expect(res.statusCode).toBe(200);
    const list = TicketList.parse(res.json().data);
    expect(list.map((x) => x.subject)).toEqual(['Second', 'First']);
    expect(list[1]).toMatchObject({ category: 'other', priority: 'normal' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tickets' })).statusCode).toBe(401);
  });

  it('limits ticket creation to 10 an hour per user, with Retry-After', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    for (let i = 0; i < 10; i++) expect((await ticket(auth, { subject: `Ticket ${i}`, message: 'x' })).statusCode).toBe(201);
    const limited = await ticket(auth, { subject: 'One more', message: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('takes an error report without a token (encoded user id) and with one', async () => {
    const anonymous = await report({}, { ...crash, user_id: encodeValue(String(t.demo.client.id)) });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toEqual({ status: 201, data: { message: MESSAGES.errorReported } });
    const mail = await supportMail();
    expect(mail?.subject).toBe('[Error report] Error report from Alex Morgan');
    expect(mail?.text).toContain('client@demo.test');
    expect(mail?.text).toContain('not signed in');
    expect(mail?.text).toContain("reading 'map'");

    const { auth } = await signIn(t, 'peer@demo.test');
    const signedIn = await report(auth, { ...crash, user_id: encodeValue(String(t.demo.client.id)) });
    expect(signedIn.statusCode).toBe(201);
    const garbage = await report({ authorization: 'Bearer not-a-real-token' }, { ...crash, user_id: '%%%' });
    expect(garbage.statusCode).toBe(201);

    const rows = await t.database.db.select().from(errorReports).orderBy(desc(errorReports.id));
    expect(rows.map((r) => r.userId)).toEqual([null, t.demo.peer.id, t.demo.client.id]);
    expect(rows[0]).toMatchObject({ tenantId: t.demo.tenantId, pathname: '/metrics', host: 'localhost:3000' });
  });

  it('refuses a malformed report with 422 and limits reports per IP', async () => {
    expect((await report({}, { url: 'x' })).statusCode).toBe(422);
    for (let i = 0; i < 20; i++) expect((await report({}, crash, '203.0.113.50')).statusCode).toBe(201);
    const limited = await report({}, crash, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await report({}, crash, '203.0.113.51')).statusCode).toBe(201);
  });
});
