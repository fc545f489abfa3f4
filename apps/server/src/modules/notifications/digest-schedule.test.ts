import { describe, expect, it } from 'vitest';
import { nextDigestAt, nextWeeklyAt } from './digest-schedule.ts';

// Issue 21: the digest comes at the user's local hour, whatever the clocks do that day.
describe('nextDigestAt', () => {
  const at = (iso: string) => new Date(iso);
  it('is today\'s hour while it is ahead, else tomorrow\'s', () => {
    expect(nextDigestAt(at('2027-01-10T13:59:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-01-10T14:00:00.000Z');
    expect(nextDigestAt(at('2027-01-10T14:00:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-01-11T14:00:00.000Z');
  });
  it('keeps the local hour across both daylight-saving changes', () => {
    expect(nextDigestAt(at('2027-03-13T15:00:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(nextDigestAt(at('2027-11-06T14:00:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-11-07T14:00:00.000Z');
  });
  it('takes the first instant after the jump for an hour the clocks skip, and the first of an hour they repeat', () => {
    // 2027-03-14 02:00 does not exist in Denver: 03:00 MDT (09:00Z) is the first instant after it.
    expect(nextDigestAt(at('2027-03-14T06:00:00Z'), 'America/Denver', 2).toISOString()).toBe('2027-03-14T09:00:00.000Z');
    // 2027-11-07 01:00 comes twice: the first, MDT (07:00Z).
    expect(nextDigestAt(at('2027-11-07T06:00:00Z'), 'America/Denver', 1).toISOString()).toBe('2027-11-07T07:00:00.000Z');
  });
  it('reads the date in the user\'s zone, not the server\'s: far east, a day ahead of UTC', () => {
    expect(nextDigestAt(at('2027-01-10T12:00:00Z'), 'Pacific/Kiritimati', 7).toISOString()).toBe('2027-01-10T17:00:00.000Z');
  });
});

// Issue 21: the coach's "who is behind" comes on Monday at their digest hour, in their zone.
describe('nextWeeklyAt', () => {
  const at = (iso: string) => new Date(iso);
  it('is this Monday\'s hour while it is ahead, else next Monday\'s, across a daylight-saving change', () => {
    expect(nextWeeklyAt(at('2027-03-08T13:59:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-03-08T14:00:00.000Z');
    // Clocks went forward on Sunday 2027-03-14: 07:00 MDT is 13:00Z.
    expect(nextWeeklyAt(at('2027-03-08T14:00:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(nextWeeklyAt(at('2027-03-10T09:00:00Z'), 'America/Denver', 7).toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });
  it('takes Monday in the user\'s zone: in Kiritimati it is Monday while UTC still has Sunday', () => {
    expect(nextWeeklyAt(at('2027-01-10T12:00:00Z'), 'Pacific/Kiritimati', 7).toISOString()).toBe('2027-01-10T17:00:00.000Z');
  });
});
