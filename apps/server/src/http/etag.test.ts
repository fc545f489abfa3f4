import { describe, expect, it } from 'vitest';
import { ifNoneMatchNames, tagged } from './etag.ts';

describe('ETags (http/etag.ts)', () => {
  const { etag } = tagged('<!doctype html>', 'text/html');

  it('makes a strong tag from the content alone', () => {
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(tagged(Buffer.from('<!doctype html>'), 'application/octet-stream').etag).toBe(etag);
    expect(tagged('<!doctype html> ', 'text/html').etag).not.toBe(etag);
  });

  it('finds the tag alone, in a list, weak, or under *', () => {
    expect(ifNoneMatchNames(etag, etag)).toBe(true);
    expect(ifNoneMatchNames(`"old", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchNames(`"old",W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchNames(' * ', etag)).toBe(true);
  });

  it('does not find it when absent or only part of another tag', () => {
    expect(ifNoneMatchNames(undefined, etag)).toBe(false);
    expect(ifNoneMatchNames('', etag)).toBe(false);
    expect(ifNoneMatchNames('"old", "older"', etag)).toBe(false);
    expect(ifNoneMatchNames(etag.slice(1, -1), etag)).toBe(false);
    expect(ifNoneMatchNames(`"x${etag.slice(1)}`, etag)).toBe(false);
  });
});
