import { z } from 'zod';
import type { FieldErrors } from '../envelope.ts';

// Text the database can store (issue: a NUL byte or a half of a UTF-16 pair was a 500). PostgreSQL
// `text` and `jsonb` refuse U+0000, and an unpaired surrogate has no UTF-8 form: such text is
// refused with a field message instead of reaching the database. Refusing (not stripping) keeps
// what the user sees equal to what is stored.
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point of this rule
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT = 'Remove the invisible control characters from this text.';

export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/** The contract's text: a string that can be stored. Every free-text field builds on it. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT });

/**
 * Every string in a request body — values and object keys, at any depth — that cannot be stored,
 * as field messages keyed like `fieldErrors` (`data.0.notes`). The server runs it on every body
 * before its schema, so a field added later is covered without anyone remembering to.
 */
export function unstorableText(input: unknown, limit = 20): FieldErrors | null {
  const out: FieldErrors = {};
  let found = 0;
  const seen = new Set<object>();
  const walk = (v: unknown, path: string[]) => {
    if (found >= limit) return;
    if (typeof v === 'string') {
      if (!isStorableText(v)) { out[path.join('.') || '_'] = [UNSTORABLE_TEXT]; found += 1; }
      return;
    }
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    for (const [k, child] of Object.entries(v)) {
      if (!isStorableText(k)) { out[[...path, '_key'].join('.')] = [UNSTORABLE_TEXT]; found += 1; continue; }
      walk(child, [...path, k]);
    }
  };
  walk(input, []);
  return found ? out : null;
}
