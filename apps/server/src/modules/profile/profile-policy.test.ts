import { describe, expect, it } from 'vitest';
import { encodeValue } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { assertSelf, decodeOwnerId } from './profile-policy.ts';

const statusOf = (fn: () => unknown) => {
  try { fn(); return 0; } catch (err) { return (err as HttpError).statusCode; }
};

describe('profile policy', () => {
  it('lets only the owner through', () => {
    const me = { id: 7 } as UserRow;
    expect(statusOf(() => assertSelf(me, 7))).toBe(0);
    expect(statusOf(() => assertSelf(me, 8))).toBe(403);
  });

  it('decodes the photo form\'s encoded id and refuses anything else with 422', () => {
    expect(decodeOwnerId(encodeValue('42'))).toBe(42);
    expect(decodeOwnerId(` ${encodeValue('42')}\n`)).toBe(42);
    for (const bad of ['42', '%%%', encodeValue('abc'), encodeValue('-1'), encodeValue('0'), encodeValue('1e3'), encodeValue('9999999999')]) {
      expect(statusOf(() => decodeOwnerId(bad)), bad).toBe(422);
    }
  });
});
