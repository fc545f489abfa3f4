import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { IDEMPOTENCY_MESSAGES } from '@portal/contract';
import {
  assessments, boardCards, demoMailbox, emails, groups, idempotentRequests, lessons, mailAttachments, meetingNotes, metrics,
  payments, tickets, userGroups, users,
} from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { multipartBody } from './support/multipart.ts';
import { POST_READS } from '../src/http/writes-forget-reads.ts';
import { routeTable } from './support/route-table.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// DESIGN §5 "every write is safe to repeat" (http/idempotency.ts, docs/api.md "Repeating a request"):
// ten identical requests with one Idempotency-Key, all at once, make one record and one email and
// get ten identical replies; the same key with another body is a 422; no key changes nothing.

type Auth = Record<string, string>;
interface Sent { status: number; body: string; replayed: boolean }

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(backends())('repeated requests with an Idempotency-Key (%s)', (backend) => {
  let t: TestApp;
  let client: Auth; let coach: Auth; let peer: Auth;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
    peer = (await signIn(t, 'peer@demo.test')).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const rows = async (table: PgTable, where?: SQL) => (await t.database.db.select({ n: count() }).from(table).where(where))[0]!.n;
  const mailsTo = async (to: string) => {
    await t.app.settle();
    await t.deps.mailer.flush();
    return rows(demoMailbox, eq(demoMailbox.to, to));
  };
  const send = async (auth: Auth, url: string, payload: object | { multipart: ReturnType<typeof multipartBody> }, key?: string): Promise<Sent> => {
    const headers: Auth = { ...auth, ...(key ? { 'idempotency-key': key } : {}) };
    const res = 'multipart' in payload
      ? await t.app.inject({ method: 'POST', url, headers: { ...headers, ...payload.multipart.headers }, payload: payload.multipart.payload })
      : await t.app.inject({ method: 'POST', url, headers, payload });
    return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] === 'true' };
  };
  /** Ten at once with one key: every reply the first one's, once. */
  const burst = async (auth: Auth, url: string, payload: Parameters<typeof send>[2], key = randomUUID()) => {
    const sent = await Promise.all(Array.from({ length: 10 }, () => send(auth, url, payload, key)));
    expect(new Set(sent.map((s) => `${s.status} ${s.body}`)).size, sent[0]!.body).toBe(1);
    expect(sent.filter((s) => !s.replayed)).toHaveLength(1);
    return sent[0]!;
  };

  const assessmentOfClient = async () =>
    (await t.database.db.select().from(assessments).where(eq(assessments.userId, t.demo.client.id)).orderBy(asc(assessments.id)).limit(1))[0]!.id;
  const runningGroupId = async () =>
    (await t.database.db.select().from(groups).where(eq(groups.slug, DEMO_GROUP_SLUGS.running)))[0]!.id;

  interface Case {
    what: string; who: () => Auth; url: () => Promise<string> | string; body: () => Promise<Parameters<typeof send>[2]> | Parameters<typeof send>[2];
    status: number; records: () => Promise<number>; mailTo?: string;
  }
  const cases: Case[] = [
    { what: 'a note', who: () => client, url: () => '/api/v1/clientportal/store/note/', status: 200,
      body: () => ({ title: 'Pricing follow-up', body: 'Raise the day rate.' }), records: () => rows(meetingNotes) },
    { what: 'a new mail', who: () => client, url: () => '/send/mail', status: 201, mailTo: 'coach@demo.test',
      body: () => ({ to_user_id: t.demo.coach.id, subject: 'My plan', body: '<p>Draft attached soon.</p>' }), records: () => rows(emails) },
    { what: 'a mail attachment (multipart)', who: () => client, url: () => '/upload/mail', status: 201,
      body: () => ({ multipart: multipartBody({}, [{ field: 'file', name: 'Plan.pdf', type: 'application/pdf', data: PDF }]) }),
      records: () => rows(mailAttachments) },
    { what: 'a ticket', who: () => client, url: () => '/api/v1/tickets', status: 201, mailTo: 'support@summit-coaching.test',
      body: () => ({ subject: 'Invoice shows the wrong plan', message: 'Can you check?', category: 'billing', priority: 'high' }), records: () => rows(tickets) },
    { what: 'an action-step card', who: () => client, url: () => '/api/v1/clientportal/implementations/add/', status: 200,
      body: async () => ({ assessment_id: await assessmentOfClient(), path: 'sales', title: 'Call back lost customers' }), records: () => rows(boardCards) },
    { what: 'a metric sent to the coach', who: () => client, url: () => '/api/v1/coachingportal/metrics/share/', status: 200, mailTo: 'coach@demo.test',
      body: async () => ({ metric_id: (await t.database.db.select().from(metrics).where(eq(metrics.userId, t.demo.client.id)).limit(1))[0]!.id, message: 'Look at March' }),
      records: async () => 0 },
    { what: 'a coach\'s group', who: () => coach, url: () => '/api/v1/coach/groups', status: 201,
      body: () => ({ title: 'Cash Flow Clinic' }), records: () => rows(groups) },
    { what: 'a coach\'s lesson ("Add lesson")', who: () => coach, url: async () => `/api/v1/coach/groups/${await runningGroupId()}/lessons`, status: 201,
      body: () => ({ title: 'Chase late invoices' }), records: () => rows(lessons) },
    { what: 'an invitation', who: () => coach, url: () => '/api/v1/coach/clients/invite', status: 201, mailTo: 'new.client@example.test',
      body: () => ({ email: 'New.Client@Example.test', first_name: 'Robin', last_name: 'Diaz', company: 'Diaz Joinery', group_coaching: true, flash_coaching: false, business_academy: true }),
      records: () => rows(users) },
    { what: 'a payment', who: () => client, url: () => '/integrations/stripe/create-intent', status: 200,
      body: async () => {
        const [g] = await t.database.db.insert(groups).values({ tenantId: t.demo.tenantId, title: 'Intensive', name: 'idem-pay', slug: 'idem-pay', price: '997.00' }).returning();
        const [ug] = await t.database.db.insert(userGroups).values({ tenantId: t.demo.tenantId, userId: t.demo.client.id, groupId: g!.id, price: '497.00', status: 'unpaid' }).returning();
        return { user_group_id: ug!.id };
      },
      records: () => rows(payments) },
  ];

  it.each(cases)('ten identical requests at once make $what once, with one email and ten identical replies', async (c) => {
    const [url, body] = [await c.url(), await c.body()];
    const [records, mails] = [await c.records(), c.mailTo ? await mailsTo(c.mailTo) : 0];
    const first = await burst(c.who(), url, body);
    expect(first.status, first.body).toBe(c.status);
    expect(await c.records()).toBe(records + (c.what.startsWith('a metric') ? 0 : 1));
    if (c.mailTo) expect(await mailsTo(c.mailTo)).toBe(mails + 1);
  });

  it('answers a later repeat with the kept reply, marked, and no second record', async () => {
    const key = randomUUID();
    const payload = { title: 'Kept reply', body: 'Once.' };
    const first = await send(client, '/api/v1/clientportal/store/note/', payload, key);
    const before = await rows(meetingNotes);
    const again = await send(client, '/api/v1/clientportal/store/note/', payload, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rows(meetingNotes)).toBe(before);
  });

  it('refuses the same key with another body or another route (422), and a key that is not a UUID', async () => {
    const key = randomUUID();
    expect((await send(client, '/api/v1/clientportal/store/note/', { title: 'First' }, key)).status).toBe(200);
    const other = await send(client, '/api/v1/clientportal/store/note/', { title: 'Second' }, key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.body)).toMatchObject({ message: IDEMPOTENCY_MESSAGES.keyReused, error: { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.keyReused] } });
    expect((await send(client, '/api/v1/tickets', { subject: 'First', message: 'x' }, key)).status).toBe(422);
    const malformed = await send(client, '/api/v1/clientportal/store/note/', { title: 'Third' }, 'not-a-uuid');
    expect(malformed.status).toBe(422);
    expect(JSON.parse(malformed.body).error['Idempotency-Key']).toEqual([IDEMPOTENCY_MESSAGES.malformedKey]);
    expect(await rows(meetingNotes, eq(meetingNotes.title, 'Third'))).toBe(0);
  });

  it('keeps keys apart per user, and works as before without a key', async () => {
    const key = randomUUID();
    const before = await rows(meetingNotes);
    await send(client, '/api/v1/clientportal/store/note/', { title: 'Shared key' }, key);
    const peers = await send(peer, '/api/v1/clientportal/store/note/', { title: 'Shared key' }, key);
    expect(peers).toMatchObject({ status: 200, replayed: false });
    await send(client, '/api/v1/clientportal/store/note/', { title: 'No key' });
    await send(client, '/api/v1/clientportal/store/note/', { title: 'No key' });
    expect(await rows(meetingNotes)).toBe(before + 4);
  });

  it('lets a refused first attempt be corrected and retried with the same key', async () => {
    const key = randomUUID();
    const refused = await send(client, '/api/v1/tickets', { subject: '', message: 'x' }, key);
    expect(refused.status).toBe(422);
    const fixed = await send(client, '/api/v1/tickets', { subject: 'Fixed', message: 'x' }, key);
    expect(fixed).toMatchObject({ status: 201, replayed: false });
    expect(await rows(tickets, eq(tickets.subject, 'Fixed'))).toBe(1);
  });

  it('covers /gapi mutations: a repeat is answered from the first reply, another body is refused', async () => {
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.toUserId, t.demo.coach.id)).limit(1);
    const query = 'mutation($id: ID!) { markEmailRead(id: $id) { success } }';
    const key = randomUUID();
    const first = await send(coach, '/gapi', { query, variables: { id: String(mail!.id) } }, key);
    expect(JSON.parse(first.body).data.markEmailRead.success).toBe(true);
    expect(await send(coach, '/gapi', { query, variables: { id: String(mail!.id) } }, key)).toEqual({ ...first, replayed: true });
    expect((await send(coach, '/gapi', { query, variables: { id: '999999' } }, key)).status).toBe(422);
  });

  it('forgets a key after 24 hours, and takes over a claim whose server stopped', async () => {
    const old = (ms: number) => new Date(t.clock.now.getTime() - ms);
    const expired = randomUUID();
    await t.database.db.insert(idempotentRequests).values({
      userId: t.demo.client.id, key: expired, tenantId: t.demo.tenantId, fingerprint: 'x', status: 200, body: '{}', createdAt: old(24 * 60 * 60_000 + 1000),
    });
    expect(await send(client, '/api/v1/clientportal/store/note/', { title: 'Day two' }, expired)).toMatchObject({ status: 200, replayed: false });
    // A server stopped while running the first request: its claim has no reply and is 3 minutes old.
    const stuck = randomUUID();
    await send(client, '/api/v1/clientportal/store/note/', { title: 'Taken over' }, stuck);
    await t.database.db.delete(meetingNotes).where(eq(meetingNotes.title, 'Taken over'));
    await t.database.db.update(idempotentRequests).set({ status: null, body: null, createdAt: old(3 * 60_000) }).where(eq(idempotentRequests.key, stuck));
    expect(await send(client, '/api/v1/clientportal/store/note/', { title: 'Taken over' }, stuck)).toMatchObject({ status: 200, replayed: false });
    expect(await rows(meetingNotes, eq(meetingNotes.title, 'Taken over'))).toBe(1);
  });

  it('puts every signed-in write of the route table through the mechanism', async () => {
    const admin = (await signIn(t, 'admin@demo.test')).auth;
    const writes = (await routeTable(t.app)).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !POST_READS.has(r.url));
    expect(writes.length).toBeGreaterThan(100);
    const uncovered: string[] = [];
    for (const r of writes) {
      const url = r.url.replace(/:[a-zA-Z_]+/g, '1').replace('*', 'x');
      const method = r.method as 'POST';
      const keyed = await t.app.inject({ method, url, headers: { ...admin, 'idempotency-key': 'not-a-uuid' }, payload: {} });
      // (/gapi answers its errors in the GraphQL shape, with the same status and text)
      if (keyed.statusCode === 422 && keyed.body.includes(IDEMPOTENCY_MESSAGES.malformedKey)) continue;
      // Open to anyone (sign-in, webhooks, the error report): there is no user to keep a key for.
      const anonymous = await t.app.inject({ method, url, payload: {} });
      if (anonymous.statusCode !== 401) continue;
      uncovered.push(`${r.method} ${r.url} → ${keyed.statusCode} ${keyed.body}`);
    }
    expect(uncovered).toEqual([]);
  });
});
