// @vitest-environment jsdom
import { IDLE_TIMEOUT_MS } from '@portal/contract';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { IDLE_TIMEOUT_OVERRIDE_KEY, IdleLogout, idleTimeoutMs } from './idle-logout.tsx';

describe('idle timeout (spec §4, §9)', () => {
  beforeEach(() => localStorage.clear());

  it('is one hour by default', () => {
    expect(idleTimeoutMs()).toBe(IDLE_TIMEOUT_MS);
  });

  it('can be shortened for tests, never lengthened or broken', () => {
    localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, '2000');
    expect(idleTimeoutMs()).toBe(2000);
    for (const bad of ['0', '-5', 'soon', '1.5', String(IDLE_TIMEOUT_MS * 2)]) {
      localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, bad);
      expect(idleTimeoutMs()).toBe(IDLE_TIMEOUT_MS);
    }
  });
});

describe('IdleLogout (spec §4, DESIGN §9)', () => {
  let idleCallbacks: IdleRequestCallback[];
  beforeEach(() => {
    localStorage.clear();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts the timer at the first idle moment, then logs out once the user has been idle long enough', async () => {
    localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, '200');
    const logout = vi.fn(() => Promise.resolve());
    const session: Session = { user: null, signIn: vi.fn(), updateUser: vi.fn(), logout };
    render(<SessionContext value={session}><IdleLogout /></SessionContext>);

    // not started before the browser is idle: no logout even well past the timeout
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(logout).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1), { timeout: 5_000 });
    expect(logout).not.toHaveBeenCalled();

    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });
});
