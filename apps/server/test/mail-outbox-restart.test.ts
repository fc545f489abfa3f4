import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { RETRY_BACKOFF_S } from '../src/platform/mail-outbox.ts';
import { queueOnlyMailer } from '../src/platform/mailer.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { codeIn, fakeRelay, outboxRows } from './support/mail-fakes.ts';

const CLIENT = 'client@demo.test';

// Decision 009: the outbox is durable. A mail outlives the server that queued it, a second server
// on the same database shares the work without sending anything twice, and stopping the server
// neither hangs on the relay nor loses what it was sending.
describe.each(backends())('mail outbox across servers and restarts (%s)', (backend) => {
  let t: TestApp;
  let other: BuiltApp | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
    await t.close();
  });

  const secondServer = (relay: ReturnType<typeof fakeRelay>) =>
    buildApp(t.deps.config, t.database, { mailTransport: relay.transport, now: () => t.clock.now });
  const loginOtp = () => t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: CLIENT, password: DEMO_PASSWORD } });

  it('keeps a sign-in code the relay refused across a restart; the next server delivers it at start', async () => {
    t = await createTestApp(backend, {}, { mailTransport: fakeRelay('down').transport });
    expect((await loginOtp()).statusCode).toBe(200);
    await t.deps.mailer.flush();
    await t.app.close();
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    t.clock.advance(RETRY_BACKOFF_S[0] * 1000);
    const relay = fakeRelay('up');
    other = await secondServer(relay);
    await vi.waitFor(() => expect(relay.delivered).toHaveLength(1));
    expect(codeIn(relay.delivered[0])).toMatch(/^\d{6}$/);
    await vi.waitFor(async () => expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', attempts: 2 }));
  });

  it('lets two servers on one database share the outbox without sending a mail twice', async () => {
    const first = fakeRelay('up');
    const second = fakeRelay('up');
    t = await createTestApp(backend, {}, { mailTransport: first.transport });
    other = await secondServer(second);
    const queue = queueOnlyMailer({ db: t.database.db, now: () => t.clock.now });
    const sent = Array.from({ length: 40 }, (_, i) => `member-${i}@demo.test`);
    await Promise.all(sent.map((to) => queue.send({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })));
    await Promise.all([t.deps.mailer.flush(), other.deps.mailer.flush(), t.deps.mailer.flush(), other.deps.mailer.flush()]);
    const delivered = [...first.delivered, ...second.delivered].map((m) => m.to);
    expect(delivered.sort()).toEqual([...sent].sort());
    expect((await outboxRows(t.database.db)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('finishes a delivery under way when the server stops', async () => {
    const relay = fakeRelay('hang');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    expect((await loginOtp()).statusCode).toBe(200);
    await vi.waitFor(() => expect(relay.waiting).toHaveLength(1));
    const closing = t.app.close();
    setTimeout(() => relay.release(), 100);
    await closing;
    expect(relay.delivered).toHaveLength(1);
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent' });
  });

  it('stops within seconds while the relay hangs, leaving the mail for the next start', async () => {
    const relay = fakeRelay('hang');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    expect((await loginOtp()).statusCode).toBe(200);
    await vi.waitFor(() => expect(relay.waiting).toHaveLength(1));
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
