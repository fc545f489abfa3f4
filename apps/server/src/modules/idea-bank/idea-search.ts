// Search (decision 014; the SQL is in idea-list-json.ts): every word of the query must appear, as
// a substring in any case, in the title, the summary, the ad copy or the body's text. A tenant's
// bank holds tens to hundreds of ideas, so a scan of its rows is quick on PGlite and PostgreSQL
// alike, and "refer" finds "referral" while the user is still typing.

/** At most this many words count; the rest of a long query adds nothing but work. */
export const MAX_TERMS = 8;

/** The distinct lower-cased words of a query, at most MAX_TERMS. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A LIKE pattern matching `term` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
