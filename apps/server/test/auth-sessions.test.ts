import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionList } from '@portal/contract';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

describe.each(backends())('active sessions (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const list = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });

  it('lists the caller\'s sessions with browser and the current one marked; end-others revokes the rest', async () => {
    const laptop = await signIn(t, 'client@demo.test');
    t.clock.advance(301_000); // a new code only after the countdown
    const phone = await signIn(t, 'client@demo.test');
    await signIn(t, 'peer@demo.test');

    const res = await list(phone.auth);
    expect(res.statusCode).toBe(200);
    const sessions = SessionList.parse(res.json().data);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chromium 156' });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Chromium 156' });
    expect(JSON.stringify(sessions)).not.toContain(laptop.token);

    const end = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: phone.auth });
    expect(end.statusCode).toBe(200);
    expect(end.json().data).toEqual({ ended: 1 });
    expect((await list(laptop.auth)).statusCode).toBe(401);
    const after = SessionList.parse((await list(phone.auth)).json().data);
    expect(after).toHaveLength(1);
    expect(after[0]!.current).toBe(true);
  });

  it('ends a session after its idle time', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    t.clock.advance(t.deps.config.sessionIdleMs + 1000);
    expect((await list(auth)).statusCode).toBe(401);
  });

  it("makes one look-up and one last-use write for a token's calls in flight together", async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    // past the token cache and the last-use interval: the next calls must read and touch the session
    t.clock.advance(61_000);
    const reads = vi.spyOn(t.database.db, 'select');
    const writes = vi.spyOn(t.database.db, 'update');
    try {
      const replies = await Promise.all(Array.from({ length: 20 }, () => list(auth)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      // the session and the user's last seen, once
      expect(writes).toHaveBeenCalledTimes(2);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      writes.mockRestore();
    }
    const lastUsed = SessionList.parse((await list(auth)).json().data)[0]!.last_used_at;
    expect(Date.parse(lastUsed)).toBe(t.clock.now.getTime());
  });
});
