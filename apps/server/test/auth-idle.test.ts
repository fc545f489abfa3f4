import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const HOUR = 3_600_000;

describe.each(backends())('session idle timeout (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend, { SESSION_IDLE_HOURS: '24' }); });
  afterEach(async () => { await t.close(); });

  it('moves the idle deadline on use, and ends a session left idle', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const use = () => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });
    t.clock.advance(23 * HOUR);
    expect((await use()).statusCode).toBe(200);
    // 25 h after sign-in, but 2 h after the last use: still signed in.
    t.clock.advance(2 * HOUR);
    expect((await use()).statusCode).toBe(200);
    t.clock.advance(25 * HOUR);
    expect((await use()).statusCode).toBe(401);
  });
});
