import { describe, expect, it } from 'vitest';
import { decodeJson, decodeValue, encodeJson, encodeValue } from './encoding.ts';

describe('encoded values (spec §4 verified flag, §3 photo id, §8 user_id)', () => {
  it('round-trips ASCII and unicode text', () => {
    for (const value of ['true', '42', '', 'Zoë Brontë — café ☕', '日本語のテキスト', 'emoji 🚀👩🏽‍💼', 'line\nbreak\ttab']) {
      expect(decodeValue(encodeValue(value))).toBe(value);
    }
  });

  it('produces plain base64 of UTF-8', () => {
    expect(encodeValue('true')).toBe('dHJ1ZQ==');
    expect(encodeValue('é')).toBe(Buffer.from('é', 'utf8').toString('base64'));
    expect(decodeValue(Buffer.from('7', 'utf8').toString('base64'))).toBe('7');
  });

  it('throws on what is not base64, or not UTF-8 inside', () => {
    expect(() => decodeValue('%%%not base64%%%')).toThrow();
    expect(() => decodeValue('abc')).toThrow();
    expect(() => decodeValue(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toThrow();
  });

  it('round-trips JSON records like the stored pas-user', () => {
    const user = { id: 7, first_name: 'Zoë', flags: [true, false], nested: { a: null } };
    expect(decodeJson(encodeJson(user))).toEqual(user);
    expect(() => decodeJson(encodeValue('{not json'))).toThrow();
  });
});
