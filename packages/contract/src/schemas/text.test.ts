import { describe, expect, it } from 'vitest';
import { isStorableText, UNSTORABLE_TEXT, unstorableText, zText } from './text.ts';

describe('storable text (contract text rule)', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
    expect(isStorableText('😀 Zoë \u0001 tab\t')).toBe(true);
  });

  it('names every bad value and key by its path, at any depth', () => {
    expect(unstorableText({ a: 'ok', b: [{ c: '\u0000' }], ['k\uD800']: 1 })).toEqual({
      'b.0.c': [UNSTORABLE_TEXT], _key: [UNSTORABLE_TEXT],
    });
    expect(unstorableText('\u0000')).toEqual({ _: [UNSTORABLE_TEXT] });
    expect(unstorableText({ a: ['fine', 1, null, true] })).toBeNull();
  });

  it('is the zText check', () => {
    expect(zText().safeParse('a\u0000').error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    expect(zText().trim().max(3).parse(' ok ')).toBe('ok');
  });
});
