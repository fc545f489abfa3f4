import { User } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { readUser } from './read-user.ts';
import { sampleUser } from '../../test-support/sample-user.ts';

// read-user.ts checks the contract's User shape by hand; these cases keep the two in agreement.
describe('readUser agrees with the contract User schema', () => {
  const cases: [string, unknown][] = [
    ['a full user', sampleUser],
    ['extra fields (dropped)', { ...sampleUser, access_token: 'x', otp: true }],
    ['with its version', { ...sampleUser, updated_at: '2026-01-02T03:04:05.678Z' }],
    ['a version that is not text', { ...sampleUser, updated_at: 5 }],
    ['company_id null', { ...sampleUser, company_id: null }],
    ['id as a string', { ...sampleUser, id: '7' }],
    ['a flag missing', { ...sampleUser, business_academy: undefined }],
    ['a nullable text as a number', { ...sampleUser, website: 5 }],
    ['no token', { ...sampleUser, pas_token: undefined }],
    ['not an object', 'user'],
    ['null', null],
  ];

  it.each(cases)('%s', (_name, value) => {
    const schema = User.safeParse(value);
    const mine = readUser(value);
    expect(mine !== null).toBe(schema.success);
    if (schema.success) expect(mine).toEqual(schema.data);
  });
});
