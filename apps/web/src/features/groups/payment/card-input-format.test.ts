import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber, reformat } from './card-input-format.ts';

describe('the card form formats as the user types', () => {
  it('groups the card number in fours, digits only, 19 at most', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('writes "1228" as "12/28" and leaves a typed separator alone', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('122028')).toBe('12/2028');
    expect(formatExpiry('12 / 28')).toBe('12 / 28');
    expect(formatExpiry('1/28')).toBe('1/28');
    expect(formatExpiry('12/2x')).toBe('12/2');
  });

  it('keeps the caret after the same digits', () => {
    // typing the fifth digit at the end: the caret follows the space put before it
    expect(reformat('42424', 5, groupCardNumber)).toEqual({ value: '4242 4', caret: 6 });
    // a digit typed in the middle of a grouped number: the caret stays right after it
    expect(reformat('4242 94242', 6, groupCardNumber)).toEqual({ value: '4242 9424 2', caret: 6 });
    // pasting a whole number: the caret ends at the end
    expect(reformat('4242424242424242', 16, groupCardNumber)).toEqual({ value: '4242 4242 4242 4242', caret: 19 });
    expect(reformat('122', 3, formatExpiry)).toEqual({ value: '12/2', caret: 4 });
  });
});
