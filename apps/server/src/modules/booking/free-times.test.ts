import type { Availability } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkStart, freeTimes, SLOT_STEP_MINUTES, type BusyTime, type FreeTimeRules } from './free-times.ts';
import { isoInZone } from './zone-time.ts';

const DENVER = 'America/Denver';
const nineToFive = [{ start: '09:00', end: '17:00' }];

function availability(over: Partial<Availability> = {}): Availability {
  return {
    time_zone: DENVER,
    weekly: { 1: nineToFive, 2: nineToFive, 3: nineToFive, 4: nineToFive, 5: nineToFive, 6: [], 7: [] },
    dates_off: [], extra_dates: [], min_notice_minutes: 0, buffer_minutes: 0, horizon_days: 365,
    max_per_day: null, cutoff_hours: 24, reminder_minutes: [], behind_after_days: null, ...over,
  };
}

function rules(over: Partial<Omit<FreeTimeRules, 'availability'>> & { availability?: Partial<Availability> } = {}): FreeTimeRules {
  return {
    minutes: 60, now: new Date('2026-01-01T00:00:00Z'), busy: [], bookedPerDay: new Map(), ...over,
    availability: availability(over.availability),
  };
}

const busy = (start: string, end: string): BusyTime => ({ start: new Date(start), end: new Date(end) });
/** The starts as the zone's wall clock. */
const walls = (slots: { start: Date }[], zone: string) => slots.map((s) => isoInZone(s.start, zone));
/** The starts' HH:mm in the zone. */
const clocks = (slots: { start: Date }[], zone: string) => walls(slots, zone).map((s) => s.slice(11, 16));
const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
};
const quarterHours = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = +from.slice(0, 2) * 60 + +from.slice(3); m <= +to.slice(0, 2) * 60 + +to.slice(3); m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

describe('freeTimes: weekly hours in the coach zone', () => {
  it('offers each quarter hour from the range start whose session ends by the range end', () => {
    const slots = freeTimes(rules(), '2026-12-01', '2026-12-01', DENVER);
    expect(clocks(slots, DENVER)).toEqual(quarterHours('09:00', '16:00'));
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(60 * 60_000);
    expect(walls(slots, DENVER)[0]).toBe('2026-12-01T09:00:00-07:00');
    expect(SLOT_STEP_MINUTES).toBe(15);
  });

  it('offers nothing on weekdays without hours and on an empty window', () => {
    expect(freeTimes(rules(), '2026-12-05', '2026-12-06', DENVER)).toEqual([]); // Saturday, Sunday
    expect(freeTimes(rules(), '2026-12-02', '2026-12-01', DENVER)).toEqual([]);
  });

  it('keeps several ranges a day apart and in order', () => {
    const split = [{ start: '13:00', end: '15:00' }, { start: '09:00', end: '10:30' }];
    const slots = freeTimes(rules({ availability: { weekly: { ...availability().weekly, 2: split } } }), '2026-12-01', '2026-12-01', DENVER);
    expect(clocks(slots, DENVER)).toEqual(['09:00', '09:15', '09:30', '13:00', '13:15', '13:30', '13:45', '14:00']);
  });

  it('reads a 24:00 end as the next midnight', () => {
    const late = [{ start: '22:00', end: '24:00' }];
    const slots = freeTimes(rules({ availability: { weekly: { ...availability().weekly, 2: late } } }), '2026-12-01', '2026-12-01', DENVER);
    expect(walls(slots, DENVER)).toEqual(['22:00', '22:15', '22:30', '22:45', '23:00'].map((c) => `2026-12-01T${c}:00-07:00`));
    expect(isoInZone(slots.at(-1)!.end, DENVER)).toBe('2026-12-02T00:00:00-07:00');
  });

  it('takes dates off away and gives extra dates their own hours in place of the weekday\'s', () => {
    const r = rules({
      availability: {
        dates_off: ['2026-12-02'],
        extra_dates: [
          { date: '2026-12-03', ranges: [{ start: '13:00', end: '14:00' }] }, // a Thursday
          { date: '2026-12-05', ranges: [{ start: '10:00', end: '11:30' }] }, // a Saturday
          { date: '2026-12-04', ranges: [] }, // a Friday with no hours
        ],
      },
    });
    const byDate = groupBy(walls(freeTimes(r, '2026-12-01', '2026-12-06', DENVER), DENVER), (s) => s.slice(0, 10));
    expect(Object.keys(byDate)).toEqual(['2026-12-01', '2026-12-03', '2026-12-05']);
    expect(byDate['2026-12-03']).toEqual(['2026-12-03T13:00:00-07:00']);
    expect(byDate['2026-12-05']!.map((s) => s.slice(11, 16))).toEqual(['10:00', '10:15', '10:30']);
  });
});

describe('freeTimes: the client\'s dates in the client\'s zone', () => {
  it('shifts dates for a client in Tokyo: their 2 December holds the Denver coach\'s 1 December', () => {
    const slots = freeTimes(rules(), '2026-12-02', '2026-12-02', 'Asia/Tokyo');
    expect(walls(slots, DENVER)).toEqual(quarterHours('09:00', '16:00').map((c) => `2026-12-01T${c}:00-07:00`));
    expect(walls(slots, 'Asia/Tokyo')[0]).toBe('2026-12-02T01:00:00+09:00');
    expect(walls(slots, 'Asia/Tokyo').at(-1)).toBe('2026-12-02T08:00:00+09:00');
  });

  it('cuts the window at the client\'s midnights, mid-way through the coach\'s day', () => {
    // Warsaw midnight of 2 December is 16:00 in Denver on 1 December.
    const slots = freeTimes(rules(), '2026-12-02', '2026-12-02', 'Europe/Warsaw');
    expect(walls(slots, DENVER).slice(0, 2)).toEqual(['2026-12-01T16:00:00-07:00', '2026-12-02T09:00:00-07:00']);
    expect(walls(slots, 'Europe/Warsaw')[0]).toBe('2026-12-02T00:00:00+01:00');
    const before = freeTimes(rules(), '2026-12-01', '2026-12-01', 'Europe/Warsaw');
    expect(walls(before, DENVER).at(-1)).toBe('2026-12-01T15:45:00-07:00');
    expect(walls(before, 'Europe/Warsaw').at(-1)).toBe('2026-12-01T23:45:00+01:00');
  });
});

describe('freeTimes across daylight saving changes (Denver coach, Warsaw client)', () => {
  it('March: the coach\'s hours stay 09:00 while the instants move an hour earlier', () => {
    // The US springs forward on 8 March 2026, Europe not until 29 March.
    const slots = freeTimes(rules(), '2026-03-06', '2026-03-09', 'Europe/Warsaw');
    const byDate = groupBy(slots, (s) => isoInZone(s.start, DENVER).slice(0, 10));
    // Warsaw's 6 March begins at 16:00 on the coach's 5 March.
    expect(Object.keys(byDate)).toEqual(['2026-03-05', '2026-03-06', '2026-03-09']);
    expect(clocks(byDate['2026-03-05']!, DENVER)).toEqual(['16:00']);
    const friday = byDate['2026-03-06']!;
    const monday = byDate['2026-03-09']!;
    expect(clocks(friday, DENVER)).toEqual(quarterHours('09:00', '16:00'));
    expect(clocks(monday, DENVER)).toEqual(quarterHours('09:00', '16:00'));
    expect(friday[0]!.start.toISOString()).toBe('2026-03-06T16:00:00.000Z');
    expect(monday[0]!.start.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(walls(friday, 'Europe/Warsaw')[0]).toBe('2026-03-06T17:00:00+01:00');
    expect(walls(monday, 'Europe/Warsaw')[0]).toBe('2026-03-09T16:00:00+01:00');
    expect(walls(monday, DENVER)[0]).toBe('2026-03-09T09:00:00-06:00');
  });

  it('November: the coach\'s hours stay 09:00 while the instants move an hour later', () => {
    // Europe falls back on 25 October 2026, the US on 1 November.
    const slots = freeTimes(rules(), '2026-10-30', '2026-11-02', 'Europe/Warsaw');
    const byDate = groupBy(slots, (s) => isoInZone(s.start, DENVER).slice(0, 10));
    expect(Object.keys(byDate)).toEqual(['2026-10-30', '2026-11-02']);
    const friday = byDate['2026-10-30']!;
    const monday = byDate['2026-11-02']!;
    expect(clocks(friday, DENVER)).toEqual(quarterHours('09:00', '16:00'));
    // Monday 16:00 in Denver is already 3 November in Warsaw.
    expect(clocks(monday, DENVER)).toEqual(quarterHours('09:00', '15:45'));
    expect(friday[0]!.start.toISOString()).toBe('2026-10-30T15:00:00.000Z');
    expect(monday[0]!.start.toISOString()).toBe('2026-11-02T16:00:00.000Z');
    expect(walls(friday, 'Europe/Warsaw')[0]).toBe('2026-10-30T16:00:00+01:00');
    expect(walls(monday, 'Europe/Warsaw')[0]).toBe('2026-11-02T17:00:00+01:00');
    expect(walls(monday, DENVER)[0]).toBe('2026-11-02T09:00:00-07:00');
  });

  it('skips starts the clocks jump over, and measures the range in real time', () => {
    // Warsaw springs forward at 02:00 on the last Sunday of March: 01:00–04:00 holds two hours.
    const r = rules({
      availability: { time_zone: 'Europe/Warsaw', extra_dates: [{ date: '2026-03-29', ranges: [{ start: '01:00', end: '04:00' }] }] },
    });
    const hour = freeTimes(r, '2026-03-29', '2026-03-29', 'Europe/Warsaw');
    expect(walls(hour, 'Europe/Warsaw')).toEqual([
      '2026-03-29T01:00:00+01:00', '2026-03-29T01:15:00+01:00', '2026-03-29T01:30:00+01:00', '2026-03-29T01:45:00+01:00',
      '2026-03-29T03:00:00+02:00',
    ]);
    const quarter = freeTimes({ ...r, minutes: 15 }, '2026-03-29', '2026-03-29', 'Europe/Warsaw');
    expect(clocks(quarter, 'Europe/Warsaw')).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
  });

  it('offers a wall-clock time the clocks show twice once, at its first instant', () => {
    // Denver falls back at 02:00 on 1 November 2026: 00:00–04:00 holds five hours.
    const r = rules({ availability: { extra_dates: [{ date: '2026-11-01', ranges: [{ start: '00:00', end: '04:00' }] }] } });
    const slots = freeTimes(r, '2026-11-01', '2026-11-01', DENVER);
    expect(clocks(slots, DENVER)).toEqual(quarterHours('00:00', '03:00'));
    expect(walls(slots, DENVER).filter((s) => s.includes('T01:'))).toEqual(
      ['01:00', '01:15', '01:30', '01:45'].map((c) => `2026-11-01T${c}:00-06:00`));
    expect(slots.at(-1)!.end.toISOString()).toBe('2026-11-01T11:00:00.000Z'); // 04:00 MST
  });
});

describe('freeTimes around existing bookings', () => {
  it('keeps the buffer before and after a booking', () => {
    // The booking 11:00–12:00 with a 15-minute buffer is busy until 12:15; a new one needs its own buffer before it.
    const r = rules({
      availability: { buffer_minutes: 15 },
      busy: [busy('2026-12-01T18:00:00Z', '2026-12-01T19:15:00Z')],
    });
    const got = clocks(freeTimes(r, '2026-12-01', '2026-12-01', DENVER), DENVER);
    expect(got).toEqual(['09:00', '09:15', '09:30', '09:45', ...quarterHours('12:15', '16:00')]);
  });

  it('allows back to back without a buffer', () => {
    const r = rules({ busy: [busy('2026-12-01T18:00:00Z', '2026-12-01T19:00:00Z')] });
    const got = clocks(freeTimes(r, '2026-12-01', '2026-12-01', DENVER), DENVER);
    expect(got).toEqual([...quarterHours('09:00', '10:00'), ...quarterHours('12:00', '16:00')]);
  });

  it('reads busy times in any order, overlapping or reaching across days', () => {
    const r = rules({
      busy: [
        busy('2026-12-02T22:00:00Z', '2026-12-02T23:30:00Z'), // Wed 15:00–16:30
        busy('2026-11-30T23:00:00Z', '2026-12-01T17:00:00Z'), // Mon 16:00 – Tue 10:00
        busy('2026-12-02T16:00:00Z', '2026-12-02T22:15:00Z'), // Wed 09:00–15:15
        busy('2026-12-02T19:00:00Z', '2026-12-02T19:30:00Z'), // inside the one before
      ],
    });
    const got = walls(freeTimes(r, '2026-11-30', '2026-12-02', DENVER), DENVER);
    expect(got.filter((s) => s.startsWith('2026-11-30')).map((s) => s.slice(11, 16))).toEqual(quarterHours('09:00', '15:00'));
    expect(got.filter((s) => s.startsWith('2026-12-01')).map((s) => s.slice(11, 16))).toEqual(quarterHours('10:00', '16:00'));
    expect(got.filter((s) => s.startsWith('2026-12-02'))).toEqual([]);
    const inOrder = { ...r, busy: [...r.busy].sort((x, y) => x.start.getTime() - y.start.getTime()) };
    expect(walls(freeTimes(inOrder, '2026-11-30', '2026-12-02', DENVER), DENVER)).toEqual(got);
  });
});

describe('freeTimes: notice, horizon and the daily maximum', () => {
  const now = new Date('2026-12-01T17:07:00Z'); // Tuesday 10:07 in Denver

  it('starts after the notice and ends before the horizon', () => {
    const r = rules({ now, availability: { min_notice_minutes: 120, horizon_days: 2 } });
    const got = walls(freeTimes(r, '2026-11-30', '2026-12-04', DENVER), DENVER);
    expect(got[0]).toBe('2026-12-01T12:15:00-07:00'); // 12:07 is the earliest
    expect(got.at(-1)).toBe('2026-12-03T10:00:00-07:00'); // before 10:07 two days on
  });

  it('lets the coach book inside the notice, but never in the past or beyond the horizon', () => {
    const r = rules({ now, ignoreNotice: true, availability: { min_notice_minutes: 120, horizon_days: 2 } });
    const got = walls(freeTimes(r, '2026-11-30', '2026-12-04', DENVER), DENVER);
    expect(got[0]).toBe('2026-12-01T10:15:00-07:00');
    expect(got.at(-1)).toBe('2026-12-03T10:00:00-07:00');
  });

  it('offers nothing on a coach-local date already holding the maximum, whatever the client\'s dates', () => {
    const r = rules({ availability: { max_per_day: 2 }, bookedPerDay: new Map([['2026-12-02', 2], ['2026-12-03', 1]]) });
    // Tokyo's 2–4 December hold Denver's 1–3 December hours.
    const dates = (x: FreeTimeRules) => [...new Set(freeTimes(x, '2026-12-02', '2026-12-04', 'Asia/Tokyo').map((s) => isoInZone(s.start, DENVER).slice(0, 10)))];
    expect(dates(r)).toEqual(['2026-12-01', '2026-12-03']);
    expect(dates({ ...r, ignoreNotice: true })).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });
});

describe('checkStart', () => {
  const now = new Date('2026-12-01T17:07:00Z'); // Tuesday 10:07 in Denver
  const r = rules({
    now,
    availability: { min_notice_minutes: 120, horizon_days: 30, buffer_minutes: 15, max_per_day: 3, dates_off: ['2026-12-10'] },
    busy: [busy('2026-12-02T18:00:00Z', '2026-12-02T19:15:00Z')], // Wed 11:00–12:00 and its buffer
    bookedPerDay: new Map([['2026-12-03', 3]]),
  });
  const at = (iso: string) => new Date(iso);

  it('answers past, notice, not_free and ok', () => {
    expect(checkStart(r, now)).toBe('past');
    expect(checkStart(r, at('2026-11-30T16:00:00Z'))).toBe('past');
    expect(checkStart(r, at('2026-12-01T19:00:00Z'))).toBe('notice'); // 12:00, inside two hours
    expect(checkStart(r, at('2026-12-01T19:15:00Z'))).toBe('ok');
    expect(checkStart({ ...r, ignoreNotice: true }, at('2026-12-01T17:15:00Z'))).toBe('ok');
    expect(checkStart({ ...r, ignoreNotice: true }, at('2026-12-01T17:00:00Z'))).toBe('past');
    const notFree = [
      '2026-12-02T15:00:00Z', // 08:00, before the hours
      '2026-12-02T23:15:00Z', // 16:15, ending after 17:00
      '2026-12-02T16:07:00Z', // 09:07, off the quarter hours
      '2026-12-02T16:00:30Z', // half a minute off
      '2026-12-02T17:00:00Z', // 10:00, its buffer reaching the 11:00 booking
      '2026-12-02T19:00:00Z', // 12:00, inside the booking's buffer
      '2026-12-03T16:00:00Z', // a full day
      '2026-12-10T16:00:00Z', // a date off
      '2026-12-05T16:00:00Z', // a Saturday
      '2026-12-31T17:15:00Z', // 10:15, beyond the horizon at 10:07 thirty days on
    ];
    for (const s of notFree) expect(checkStart(r, at(s)), s).toBe('not_free');
    expect(checkStart(r, at('2026-12-31T17:00:00Z'))).toBe('ok'); // 10:00, just inside the horizon
    expect(checkStart(r, at('2026-12-02T16:45:00Z'))).toBe('ok'); // 09:45: ends 10:45, buffer to 11:00
    expect(checkStart(r, at('2026-12-02T19:15:00Z'))).toBe('ok'); // 12:15
    expect(checkStart({ ...r, ignoreNotice: true }, at('2026-12-03T16:00:00Z'))).toBe('ok');
  });

  it('agrees with freeTimes on every quarter hour and a minute either side', () => {
    const cases: [FreeTimeRules, string, string, string][] = [
      [r, '2026-11-30', '2026-12-31', 'Asia/Tokyo'],
      [{ ...r, ignoreNotice: true }, '2026-11-30', '2026-12-31', 'Europe/Warsaw'],
      [rules({ now: at('2026-02-20T00:00:00Z'), availability: { buffer_minutes: 10, horizon_days: 60, extra_dates: [{ date: '2026-03-08', ranges: [{ start: '00:00', end: '24:00' }] }] }, minutes: 45, busy: [busy('2026-03-09T15:30:00Z', '2026-03-09T16:40:00Z')] }), '2026-03-01', '2026-03-14', 'Europe/Warsaw'],
      [rules({ now: at('2026-10-20T00:00:00Z'), availability: { extra_dates: [{ date: '2026-11-01', ranges: [{ start: '00:00', end: '04:00' }] }] } }), '2026-10-31', '2026-11-02', DENVER],
    ];
    for (const [x, from, to, zone] of cases) {
      const slots = freeTimes(x, from, to, zone);
      expect(slots.length).toBeGreaterThan(0);
      const offered = new Set(slots.map((s) => s.start.getTime()));
      for (let i = 1; i < slots.length; i++) expect(slots[i]!.start > slots[i - 1]!.start).toBe(true);
      const first = slots[0]!.start.getTime();
      const last = slots.at(-1)!.start.getTime();
      for (let quarter = first - 60 * 60_000; quarter <= last + 60 * 60_000; quarter += 15 * 60_000) {
        for (const t of [quarter - 60_000, quarter, quarter + 60_000]) {
          const check = checkStart(x, new Date(t));
          if ((check === 'ok') !== offered.has(t)) expect.fail(`${new Date(t).toISOString()}: checkStart says ${check}`);
        }
      }
    }
  });
});
