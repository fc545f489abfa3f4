import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (DESIGN §7 asks for at least 128). */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric one-time code with a uniform distribution. */
export const newNumericCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
export function safeEqual(a: string, b: string) {
  const ab = Buffer.from(a); const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
