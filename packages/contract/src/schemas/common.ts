import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT, zText } from './text.ts';

export const zEmail = z.email('Enter a valid email address.').max(254).transform((v) => v.trim().toLowerCase());
/** Ids are PostgreSQL `integer` columns: a larger number names no row (and would overflow the query). */
export const MAX_ID = 2_147_483_647;
export const zId = z.coerce.number().int().positive().max(MAX_ID);
/** An id from a path or a GraphQL `ID` (digits, or a number), within MAX_ID; otherwise null. */
export function idFrom(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
/**
 * An optional field of an update: left out → unchanged (undefined), empty or null → cleared (null).
 * A partial body never erases what it does not name.
 */
export const keepOrClear = <T>(v: T | null | undefined | ''): T | null | undefined =>
  v === undefined ? undefined : v === '' || v === null ? null : v;

/** Optional free text: trimmed; see keepOrClear. */
export const zOptionalText = (max: number) =>
  zText().trim().max(max, `Must be at most ${max} characters.`).nullish().transform(keepOrClear);
export const zRequiredText = (max: number, label = 'This field') =>
  zText({ error: `${label} is required.` }).trim().min(1, `${label} is required.`)
    .max(max, `Must be at most ${max} characters.`);
/** A web address (http or https only: no javascript: or data: links); see keepOrClear. */
export const zUrl = z.union([
  z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://…).' }).max(500)
    .refine(isStorableText, { error: UNSTORABLE_TEXT }),
  z.literal(''),
]).nullish().transform(keepOrClear);
