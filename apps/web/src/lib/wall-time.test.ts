import { describe, expect, it } from 'vitest';
import { wallTimeIn } from './wall-time.ts';

describe('wallTimeIn', () => {
  it('shows an instant as the clocks of the meeting\'s zone show it', () => {
    expect(wallTimeIn('2099-03-10T23:30:00.000Z', 'America/Denver')).toBe('2099-03-10T17:30');
    expect(wallTimeIn('2025-01-01T00:05:00Z', 'Asia/Tokyo')).toBe('2025-01-01T09:05');
    expect(wallTimeIn('2025-06-30T23:00:00Z', 'UTC')).toBe('2025-06-30T23:00');
  });
});
