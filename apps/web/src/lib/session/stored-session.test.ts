// @vitest-environment jsdom
import { STORAGE_KEYS, encodeJson } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleUser } from '../../test-support/sample-user.ts';
import { readStoredSession, writeStoredSession } from './stored-session.ts';

describe('stored session (spec §4, §7)', () => {
  beforeEach(() => localStorage.clear());

  it('is logged in when the record decodes and the token matches', () => {
    writeStoredSession(sampleUser, 'tok-123');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
    expect(localStorage.getItem(STORAGE_KEYS.tokenx)).toBe('tok-123');
    expect(readStoredSession()).toEqual({ user: sampleUser, token: 'tok-123' });
  });

  it('logs out (clears storage) when the token does not match the user', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'someone-else');
    localStorage.setItem(STORAGE_KEYS.user, encodeJson(sampleUser));
    localStorage.setItem(STORAGE_KEYS.menuCollapsed, 'true');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('logs out when the record is not base64', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
    localStorage.setItem(STORAGE_KEYS.user, '%%% not base64 %%%');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logs out when the record decodes to something that is not a user', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
    localStorage.setItem(STORAGE_KEYS.user, encodeJson({ pas_token: 'tok-123' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('logs out when the user record is missing but a token is stored', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('leaves other settings alone when nobody ever signed in', () => {
    localStorage.setItem(STORAGE_KEYS.menuCollapsed, 'true');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menuCollapsed)).toBe('true');
  });

  it('stores the token inside the user so the two always match', () => {
    writeStoredSession({ ...sampleUser, pas_token: 'stale' }, 'fresh');
    expect(readStoredSession()?.user.pas_token).toBe('fresh');
  });
});
