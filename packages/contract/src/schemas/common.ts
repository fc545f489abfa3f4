import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT, zText } from './text.ts';

export const zEmail = z.email('Enter a valid email address.').max(254).transform((v) => v.trim().toLowerCase());
/** Ids are PostgreSQL `integer` columns: a larger number names no row (and would overflow the query). */
export const MAX_ID = 2_147_483_647;
/** An id from a path or a GraphQL `ID` (digits, or a number), within MAX_ID; otherwise null. */
export function idFrom(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
const ID_MESSAGE = 'The id must be a positive integer.';
/**
 * An id in a body: a positive integer, or its digits as a string, within MAX_ID. Nothing is coerced:
 * an array, a boolean or a fraction is a 422, never read as some row's id ([5] is not 5).
 */
export const zId = z.union([
  z.number().int().positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
  z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE)),
], { error: ID_MESSAGE });
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
