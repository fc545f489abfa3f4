import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('when a notification came (issue 21)', () => {
  it('says it as people do, up to a week', () => {
    expect(relativeTime(ago(20_000), NOW, 'UTC')).toBe('just now');
    expect(relativeTime(ago(60_000), NOW, 'UTC')).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), NOW, 'UTC')).toBe('59 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), NOW, 'UTC')).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3_600_000), NOW, 'UTC')).toBe('yesterday');
    expect(relativeTime(ago(6 * 86_400_000), NOW, 'UTC')).toBe('6 days ago');
  });

  it('gives the date in the user\'s zone from a week on, and "just now" for a clock a little ahead', () => {
    expect(relativeTime('2026-03-01T02:00:00Z', NOW, 'America/Denver')).toBe('February 28, 2026');
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW, 'UTC')).toBe('just now');
  });
});
