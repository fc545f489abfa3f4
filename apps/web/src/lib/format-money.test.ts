import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './format-money.ts';

describe('payment amounts in the given currency (issue 3 §4)', () => {
  it('turns minor units into the currency’s own format', () => {
    expect(formatAmount(49700, 'usd', 'en-US')).toBe('$497.00');
    expect(formatAmount(123456, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatAmount(99, 'EUR', 'en-US')).toBe('€0.99');
  });

  it('respects the locale and currencies without a minor unit', () => {
    expect(formatAmount(49700, 'EUR', 'de-DE')).toBe('497,00\u00a0€');
    expect(formatAmount(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(formatAmount(49700, 'AUD', 'en-US')).toBe('A$497.00');
  });

  it('still shows something readable for a code Intl does not know', () => {
    expect(formatAmount(1050, 'not-a-code', 'en-US')).toBe('10.50 NOT-A-CODE');
  });
});

describe('amounts in whole units (prices, profit impact)', () => {
  it('formats a price as the payment dialog does', () => {
    expect(formatMoney('199.50', 'usd', 'en-US')).toBe('$199.50');
    expect(formatMoney(1250.5, 'GBP', 'en-GB')).toBe('£1,250.50');
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00');
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
  });

  it('shows the number and the code for a code Intl does not know', () => {
    expect(formatMoney('10.5', 'not-a-code', 'en-US')).toBe('10.50 NOT-A-CODE');
  });
});
