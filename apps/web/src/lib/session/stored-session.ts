import { STORAGE_KEYS, decodeJson, encodeJson, type User } from '@portal/contract';
import { readUser } from './read-user.ts';

export interface StoredSession {
  user: User;
  token: string;
}

/**
 * spec §4: the user is logged in when the stored user decodes and the stored token equals its
 * pas_token. A mismatch or a record that fails to decode forces logout (all local storage cleared).
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const encoded = storage.getItem(STORAGE_KEYS.user);
  if (token === null && encoded === null) return null;
  try {
    const user = readUser(decodeJson(encoded ?? ''));
    if (user && token && user.pas_token === token) return { user, token };
  } catch {
    // corrupt base64 or JSON: treated like a mismatch below
  }
  storage.clear();
  return null;
}

/** spec §7: two token entries and the encoded user. */
export function writeStoredSession(user: User, token: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.tokenx, token);
  storage.setItem(STORAGE_KEYS.user, encodeJson({ ...user, pas_token: token }));
}

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}
