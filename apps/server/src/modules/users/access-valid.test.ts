import { describe, expect, it } from 'vitest';
import { secretOpens } from './access-valid.ts';

describe('secretOpens', () => {
  const at = new Date('2026-11-27T10:00:00.000Z');
  const before = new Date(at.getTime() - 1);

  it('opens an active account that never changed status', () => {
    expect(secretOpens({ deactivatedAt: null, accessValidAfter: null }, before)).toBe(true);
  });

  it('never opens a deactivated account, whenever the secret was made', () => {
    expect(secretOpens({ deactivatedAt: at, accessValidAfter: at }, new Date(at.getTime() + 1))).toBe(false);
  });

  it('after a reactivation, opens only what was made at or after it', () => {
    const reactivated = { deactivatedAt: null, accessValidAfter: at };
    expect(secretOpens(reactivated, before)).toBe(false);
    expect(secretOpens(reactivated, at)).toBe(true);
  });
});
