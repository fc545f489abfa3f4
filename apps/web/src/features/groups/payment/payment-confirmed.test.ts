import { describe, expect, it } from 'vitest';
import { StudentPaidEnvelope, isPaymentConfirmed } from './payment-confirmed.ts';

const data = { successful: true, user_group_id: 7, payment_id: 'pi_1', status: 'succeeded', paid_at: '2025-01-01T00:00:00Z' };

describe('payment confirmation rule (spec §4: status 200 and successful true only)', () => {
  it('confirms status 200 with successful true', () => {
    expect(isPaymentConfirmed({ status: 200, data })).toBe(true);
  });

  it('refuses any other status, even with successful true', () => {
    for (const status of [201, 202, 204, 400, 402, 500, '200']) {
      expect(isPaymentConfirmed({ status, data })).toBe(false);
    }
  });

  it('refuses successful false or anything merely truthy', () => {
    for (const successful of [false, 'true', 1, 'yes', null, undefined]) {
      expect(isPaymentConfirmed({ status: 200, data: { ...data, successful } })).toBe(false);
    }
    expect(isPaymentConfirmed({ status: 200, data: null })).toBe(false);
    expect(isPaymentConfirmed({ status: 200 })).toBe(false);
    expect(isPaymentConfirmed(null)).toBe(false);
  });

  it('reads the envelope with the contract schema before judging it', () => {
    const reply = StudentPaidEnvelope.parse({ status: 200, data });
    expect(isPaymentConfirmed(reply)).toBe(true);
    expect(StudentPaidEnvelope.safeParse({ status: 200, data: { ...data, successful: 'true' } }).success).toBe(false);
  });
});
