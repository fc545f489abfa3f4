import { fieldErrors, idFrom, unstorableText } from '@portal/contract';
import type { z } from 'zod';
import { invalid } from './errors.ts';

/**
 * Parses a body with the contract's schema; a failure becomes 422 `{error:{field:[message]}}`.
 * Text the database cannot store is refused first, in every field of every body (contract text.ts).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = unstorableText(input);
  if (unstorable) throw invalid(unstorable);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** A positive integer id from a path parameter; anything else is a 422 naming `id`. */
export function pathId(value: unknown): number {
  const n = typeof value === 'string' ? idFrom(value) : null;
  if (n === null) throw invalid({ id: ['The id must be a positive integer.'] });
  return n;
}
