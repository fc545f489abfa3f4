import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes) — DESIGN §7.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when the email is unknown keeps both answers equally slow (no enumeration).
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password-0')), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
