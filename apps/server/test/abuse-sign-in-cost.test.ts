import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "sign-in CPU exhaustion": argon2id costs 19 MiB and tens of milliseconds a
// try (DESIGN §7), so the limits must stop a flood before the hashes run, and input size is checked
// before any hashing.
// The API tests share their workers' modules (vitest.config.ts): forget them, so the server's modules
// are loaded again for this file and take the counting argon2 below.
const argon = vi.hoisted(() => {
  vi.resetModules();
  return { verified: [] as string[], hashed: 0 };
});
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, ...rest: [string]) => { argon.verified.push(hashed); return real.verify(hashed, ...rest); },
    hash: (...args: Parameters<typeof real.hash>) => { argon.hashed += 1; return real.hash(...args); },
  };
});

/** `$argon2id$v=19$m=19456,t=2,p=1$…`: the algorithm and cost part of a hash. */
const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

describe.each(backends())('abuse: sign-in CPU exhaustion (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    argon.verified.length = 0;
    argon.hashed = 0;
  });
  afterEach(async () => { await t.close(); });

  const loginOtp = (email: string, password: string, remoteAddress = '203.0.113.20') =>
    t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email, password }, remoteAddress });

  it('answers a flood from one IP with 429 and Retry-After, and no more hashes run after it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 75; i++) statuses.push((await loginOtp(`nobody${i}@demo.test`, `Wrong-Pass-${i}`)).statusCode);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThanOrEqual(60);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    expect(argon.verified.length).toBe(first429);
    const limited = await loginOtp('nobody@demo.test', 'Wrong-Pass-x');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(argon.verified.length).toBe(first429);
  }, 120_000);

  it('stops password guesses on one account from many IPs after a few hashes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await loginOtp('client@demo.test', `Wrong-Pass-${i}`, `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toContain(429);
    expect(argon.verified.length).toBeLessThanOrEqual(10);
    const limited = await loginOtp('client@demo.test', 'Wrong-Pass-y', '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('holds the account limit when the guesses from many IPs arrive all at once', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      loginOtp('client@demo.test', `Wrong-Pass-${i}`, `198.51.100.${i + 1}`)));
    expect(replies.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect(argon.verified.length).toBeLessThanOrEqual(10);
  }, 60_000);

  it('costs an unknown email the same hash as a known one', async () => {
    expect((await loginOtp('client@demo.test', 'Wrong-Pass-1')).statusCode).toBe(422);
    expect((await loginOtp('no-such-user@demo.test', 'Wrong-Pass-1')).statusCode).toBe(422);
    expect(argon.verified).toHaveLength(2);
    const [known, unknown] = argon.verified.map(costOf);
    expect(known).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(unknown).toBe(known);
  });

  it('refuses a 10 KB or 1 MB password by validation, before any hashing', async () => {
    for (const size of [10 * 1024, 1_000_000]) {
      const password = 'x'.repeat(size);
      const replies = [
        await loginOtp('client@demo.test', password),
        await t.app.inject({
          method: 'POST', url: '/api/auth/studentlogin',
          payload: { email: 'client@demo.test', password, user_id: t.demo.client.id, otp: '123456' },
        }),
        await t.app.inject({
          method: 'POST', url: '/api/password/create',
          payload: { token: 'x'.repeat(40), email: 'client@demo.test', password, password_confirmation: password },
        }),
      ];
      for (const res of replies) {
        expect([413, 422]).toContain(res.statusCode);
        if (res.statusCode === 422) expect(res.json().error.password).toBeDefined();
      }
    }
    expect(argon.verified).toHaveLength(0);
    expect(argon.hashed).toBe(0);
    // and the real password still works: nothing was counted against the account
    expect((await loginOtp('client@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
