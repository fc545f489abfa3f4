import { describe, expect, it } from 'vitest';
import { cardExpiryText, TestConfirmBody } from './payments.ts';

const body = (exp: string) => ({ client_secret: 's', card_number: '4242 4242 4242 4242', exp, cvc: '123' });

describe('card expiry as people type it', () => {
  it('reads "1228", "12/28", "12 / 28", "1/28" and "12/2028"', () => {
    expect(cardExpiryText('1228')).toBe('12/28');
    expect(cardExpiryText('12/28')).toBe('12/28');
    expect(cardExpiryText(' 12 / 28 ')).toBe('12/28');
    expect(cardExpiryText('1/28')).toBe('01/28');
    expect(cardExpiryText('12-2028')).toBe('12/2028');
    expect(cardExpiryText('122028')).toBe('12/2028');
  });

  it('refuses what is not a month and a year', () => {
    for (const bad of ['', '13/28', '00/28', '1328', '12/8', '12', '123', 'Dec 28', '12/28/30']) expect(cardExpiryText(bad)).toBeNull();
  });

  it('is what the test provider form sends: the server sees MM/YY, or a field message', () => {
    expect(TestConfirmBody.parse(body('1228'))).toMatchObject({ exp: '12/28', card_number: '4242424242424242' });
    const refused = TestConfirmBody.safeParse(body('28/12'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['exp'], message: 'Use MM/YY, for example 12/28.' });
  });
});
