import { describe, expect, it } from 'vitest';
import { offsetMinutes, wallClock } from '../calendar/ics-timezone.ts';
import { addDays, dateInZone, dateOfDay, dayNumber, daysBetween, instantOf, isoInZone, monthOf, offsetAt, startOfDate, weekdayOf, zoneDay } from './zone-time.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('instantOf', () => {
  it('reads a wall-clock time in the zone, 24:00 being the next midnight', () => {
    expect(iso(instantOf('2026-12-01', '09:00', 'America/Denver'))).toBe('2026-12-01T16:00:00.000Z');
    expect(iso(instantOf('2026-12-01', '09:00', 'Asia/Tokyo'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(instantOf('2026-12-31', '24:00', 'America/Denver'))).toBe('2027-01-01T07:00:00.000Z');
    expect(iso(instantOf('2026-12-01', '09:00', 'Asia/Kolkata'))).toBe('2026-12-01T03:30:00.000Z');
  });

  it('gives null for a time the clocks skip when they spring forward', () => {
    expect(instantOf('2026-03-08', '02:00', 'America/Denver')).toBeNull();
    expect(instantOf('2026-03-08', '02:45', 'America/Denver')).toBeNull();
    expect(iso(instantOf('2026-03-08', '01:45', 'America/Denver'))).toBe('2026-03-08T08:45:00.000Z');
    expect(iso(instantOf('2026-03-08', '03:00', 'America/Denver'))).toBe('2026-03-08T09:00:00.000Z');
    expect(instantOf('2026-03-29', '02:30', 'Europe/Warsaw')).toBeNull();
    // Lord Howe springs forward by half an hour, Santiago at midnight.
    expect(instantOf('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBeNull();
    expect(iso(instantOf('2026-10-04', '02:30', 'Australia/Lord_Howe'))).toBe('2026-10-03T15:30:00.000Z');
    expect(instantOf('2026-09-06', '00:00', 'America/Santiago')).toBeNull();
  });

  it('gives the earlier instant for a time the clocks show twice when they fall back', () => {
    expect(iso(instantOf('2026-11-01', '01:30', 'America/Denver'))).toBe('2026-11-01T07:30:00.000Z'); // MDT, not 08:30Z MST
    expect(iso(instantOf('2026-11-01', '02:00', 'America/Denver'))).toBe('2026-11-01T09:00:00.000Z');
    expect(iso(instantOf('2026-10-25', '02:30', 'Europe/Warsaw'))).toBe('2026-10-25T00:30:00.000Z'); // CEST
    expect(iso(instantOf('2026-04-05', '01:45', 'Australia/Lord_Howe'))).toBe('2026-04-04T14:45:00.000Z'); // +11:00
  });

  it('agrees with Intl on every quarter hour of the change days', () => {
    const days: [string, string][] = [
      ['America/Denver', '2026-03-08'], ['America/Denver', '2026-11-01'], ['Europe/Warsaw', '2026-03-29'],
      ['Europe/Warsaw', '2026-10-25'], ['Australia/Lord_Howe', '2026-10-04'], ['Australia/Lord_Howe', '2026-04-05'],
      ['America/Santiago', '2026-09-06'], ['Asia/Tokyo', '2026-06-01'],
    ];
    for (const [zone, date] of days) {
      // The first instant, to the quarter hour, at which the zone shows each quarter hour of the date.
      const midnight = Date.parse(`${date}T00:00:00Z`);
      const first = new Map<number, number>();
      for (let x = midnight - 15 * 3_600_000; x <= midnight + 39 * 3_600_000; x += 15 * 60_000) {
        const w = wallClock(new Date(x), zone);
        const minute = (Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - midnight) / 60_000;
        if (!first.has(minute)) first.set(minute, x);
      }
      const day = zoneDay(zone, date);
      for (let minute = 0; minute < 1440; minute += 15) {
        expect(day.at(minute), `${zone} ${date} minute ${minute}`).toBe(first.get(minute) ?? null);
      }
    }
  });
});

describe('startOfDate', () => {
  it('is midnight, or the jump when the clocks skip midnight', () => {
    expect(startOfDate('2026-12-02', 'Asia/Tokyo').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(startOfDate('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('isoInZone and dateInZone', () => {
  it('writes the wall clock to the second with the offset, never Z', () => {
    expect(isoInZone(at('2026-12-01T16:00:00Z'), 'America/Denver')).toBe('2026-12-01T09:00:00-07:00');
    expect(isoInZone(at('2026-07-01T15:00:00Z'), 'America/Denver')).toBe('2026-07-01T09:00:00-06:00');
    expect(isoInZone(at('2026-12-01T12:00:00.999Z'), 'UTC')).toBe('2026-12-01T12:00:00+00:00');
    expect(isoInZone(at('2026-12-01T03:30:00Z'), 'Asia/Kolkata')).toBe('2026-12-01T09:00:00+05:30');
    expect(isoInZone(at('2026-12-01T12:30:00Z'), 'America/St_Johns')).toBe('2026-12-01T09:00:00-03:30');
    expect(isoInZone(at('2026-11-01T07:30:00Z'), 'America/Denver')).toBe('2026-11-01T01:30:00-06:00');
    expect(isoInZone(at('2026-11-01T08:30:00Z'), 'America/Denver')).toBe('2026-11-01T01:30:00-07:00');
  });

  it('gives the date the zone shows', () => {
    expect(dateInZone(at('2026-12-01T02:00:00Z'), 'America/Denver')).toBe('2026-11-30');
    expect(dateInZone(at('2026-12-01T02:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-01');
    expect(dateInZone(at('2026-12-01T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-02');
  });

  it('agrees with Intl every few hours across a year', () => {
    for (const zone of ['America/Denver', 'Europe/Warsaw', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Tokyo']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 2); t += 9 * 3_600_000 + 7 * 60_000) {
        expect(offsetAt(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(offsetMinutes(t, zone));
      }
    }
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01');
  });

  it('turns day numbers into dates as the calendar does, from year 1000 to 9999', () => {
    for (let day = dayNumber('1000-01-01'); day <= dayNumber('9999-12-31'); day += 397) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dateOfDay(day) !== date || dayNumber(date) !== day) expect.fail(`day ${day}: ${dateOfDay(day)}, not ${date}`);
    }
  });

  it('names ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-01')).toBe(2);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-29')).toBe(1);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-12-01', '2027-01-31')).toBe(61);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
  });
});

describe('monthOf', () => {
  it('gives the zone\'s calendar month as instants, across a year end and a daylight-saving change', () => {
    expect(monthOf(new Date('2026-12-31T23:30:00Z'), 'America/Denver')).toEqual({
      from: new Date('2026-12-01T07:00:00Z'), to: new Date('2027-01-01T07:00:00Z'),
    });
    // Warsaw goes to summer time on 28 March 2027: the month ends at 00:00 CEST.
    expect(monthOf(new Date('2027-03-10T12:00:00Z'), 'Europe/Warsaw')).toEqual({
      from: new Date('2027-02-28T23:00:00Z'), to: new Date('2027-03-31T22:00:00Z'),
    });
    // 23:30 UTC on 31 January is already February in Tokyo.
    expect(monthOf(new Date('2027-01-31T23:30:00Z'), 'Asia/Tokyo').from).toEqual(new Date('2027-01-31T15:00:00Z'));
  });
});
