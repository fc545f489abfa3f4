import { describe, expect, it } from 'vitest';
import { containsPattern, MAX_TERMS, searchTerms } from './idea-search.ts';

describe('searchTerms', () => {
  it('splits on white space, lower-cases and drops repeats', () => {
    expect(searchTerms('  Google   ads google\tREVIEWS ')).toEqual(['google', 'ads', 'reviews']);
  });
  it('is empty for no query', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });
  it(`keeps at most ${MAX_TERMS} words`, () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TERMS);
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
