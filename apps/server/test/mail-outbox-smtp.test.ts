import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { RETRY_BACKOFF_S } from '../src/platform/mail-outbox.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { outboxRows } from './support/mail-fakes.ts';
import { smtpCaptureServer } from './support/smtp-capture.ts';

const CLIENT = 'client@demo.test';

// Issue 8 finding 3 as the testers ran it: a production server whose relay hangs. The reply does
// not wait; the SMTP transport's own timeouts end the attempt; the code goes out once the relay answers.
describe.each(backends())('mail outbox over SMTP (%s)', (backend) => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof smtpCaptureServer>>;
  afterEach(async () => {
    await t.close();
    await relay.close();
  });

  it('signs in at once while the relay never greets, ends that attempt within seconds, and sends the code when it answers', async () => {
    relay = await smtpCaptureServer();
    relay.state.mode = 'silent';
    t = await createTestApp(backend, { NODE_ENV: 'production', DEMO_MODE: 'false', SMTP_URL: relay.url });
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: CLIENT, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_500);

    await vi.waitFor(async () => expect((await outboxRows(t.database.db, CLIENT))[0]?.lastError).toMatch(/greeting/i),
      { timeout: 12_000, interval: 200 });
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    relay.state.mode = 'up';
    t.clock.advance(RETRY_BACKOFF_S[0] * 1000);
    await t.deps.mailer.flush();
    expect(relay.state.messages).toHaveLength(1);
    expect(relay.state.messages[0]).toMatchObject({ to: [CLIENT], text: expect.stringMatching(/code is \d{6}/) });
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
