// @vitest-environment jsdom
import { IDLE_TIMEOUT_MS } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_OVERRIDE_KEY, idleTimeoutMs } from './idle-logout.tsx';

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
