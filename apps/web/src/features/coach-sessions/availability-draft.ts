import { AvailabilityBody, WEEKDAYS, type Availability, type FieldErrors, type TimeRange } from '@portal/contract';
import { validateForm } from '../../lib/form-errors.ts';

// The availability form's values (issue 20) as the inputs hold them — text — and back to the
// contract's body. Numbers are checked here with messages that name their unit; the rest is
// checked by the contract's own schema, so the paths of its messages (`weekly.1.0.end`) are the
// server's too.

export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday',
};

/** One "from–to" range; `key` only keeps React's rows apart. An `end` of "00:00" means midnight ("24:00" on the wire). */
export interface RangeDraft { key: number; start: string; end: string }
export interface ExtraDateDraft { key: number; date: string; ranges: RangeDraft[] }
export type ReminderUnit = 'minutes' | 'hours' | 'days';
export interface ReminderDraft { key: number; amount: string; unit: ReminderUnit }

export interface AvailabilityDraft {
  time_zone: string;
  weekly: Record<Weekday, RangeDraft[]>;
  dates_off: string[];
  extra_dates: ExtraDateDraft[];
  notice_hours: string;
  notice_minutes: string;
  buffer_minutes: string;
  horizon_days: string;
  max_per_day: string;
  cutoff_hours: string;
  reminders: ReminderDraft[];
  behind_after_days: string;
}

let lastKey = 0;
export const nextKey = () => (lastKey += 1);

/** A time input cannot hold "24:00": midnight at the end of a day shows as 12:00 AM. */
const rangeDraft = (r: TimeRange): RangeDraft => ({ key: nextKey(), start: r.start, end: r.end === '24:00' ? '00:00' : r.end });
const rangeOf = (r: RangeDraft): TimeRange => ({ start: r.start, end: r.end === '00:00' ? '24:00' : r.end });

/** A new range: after the day's last one when there is room, else 9 to 5. */
export function newRange(ranges: readonly RangeDraft[]): RangeDraft {
  const last = ranges.at(-1)?.end;
  if (last && last !== '00:00' && last < '23:00') {
    const hour = Number(last.slice(0, 2)) + 1;
    return { key: nextKey(), start: last, end: `${String(hour).padStart(2, '0')}${last.slice(2)}` };
  }
  return { key: nextKey(), start: '09:00', end: '17:00' };
}

const MINUTES: Record<ReminderUnit, number> = { minutes: 1, hours: 60, days: 1440 };

function reminderDraft(minutes: number): ReminderDraft {
  const unit: ReminderUnit = minutes % 1440 === 0 ? 'days' : minutes % 60 === 0 ? 'hours' : 'minutes';
  return { key: nextKey(), amount: String(minutes / MINUTES[unit]), unit };
}
export const newReminder = (): ReminderDraft => ({ key: nextKey(), amount: '1', unit: 'hours' });

const text = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(a: Availability): AvailabilityDraft {
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, (a.weekly[d] ?? []).map(rangeDraft)])) as Record<Weekday, RangeDraft[]>;
  return {
    time_zone: a.time_zone,
    weekly,
    dates_off: [...a.dates_off],
    extra_dates: a.extra_dates.map((e) => ({ key: nextKey(), date: e.date, ranges: e.ranges.map(rangeDraft) })),
    notice_hours: String(Math.floor(a.min_notice_minutes / 60)),
    notice_minutes: String(a.min_notice_minutes % 60),
    buffer_minutes: String(a.buffer_minutes),
    horizon_days: String(a.horizon_days),
    max_per_day: text(a.max_per_day),
    cutoff_hours: String(a.cutoff_hours),
    reminders: a.reminder_minutes.map(reminderDraft),
    behind_after_days: text(a.behind_after_days),
  };
}

type Checked = { ok: true; body: AvailabilityBody } | { ok: false; errors: FieldErrors };

/** A whole number from `min` to `max`, or null for an empty field when `empty` allows it. */
function whole(value: string, min: number, max: number, message: string, errors: FieldErrors, key: string, empty = false): number | null {
  const trimmed = value.trim();
  if (trimmed === '' && empty) return null;
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(n >= min && n <= max)) {
    (errors[key] ??= []).push(message);
    return min;
  }
  return n;
}

/** The body PUT sends, or the messages beside the fields that stop it. */
export function checkDraft(d: AvailabilityDraft): Checked {
  const errors: FieldErrors = {};
  const hours = whole(d.notice_hours, 0, 720, 'Enter the hours as a whole number from 0 to 720.', errors, 'min_notice_minutes')!;
  const minutes = whole(d.notice_minutes, 0, 59, 'Enter the minutes as a whole number from 0 to 59.', errors, 'min_notice_minutes')!;
  if (!errors.min_notice_minutes && hours * 60 + minutes > 43_200) errors.min_notice_minutes = ['The notice can be at most 30 days (720 hours).'];
  const reminder_minutes = d.reminders.map((r, i) => {
    const key = `reminder_minutes.${i}`;
    const n = whole(r.amount, 1, 10_080, 'Enter a whole number.', errors, key)! * MINUTES[r.unit];
    if (!errors[key] && (n < 5 || n > 10_080)) errors[key] = ['A reminder goes from 5 minutes to 7 days before.'];
    return n;
  });
  const body: AvailabilityBody = {
    time_zone: d.time_zone,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, d.weekly[day].map(rangeOf)])) as AvailabilityBody['weekly'],
    dates_off: d.dates_off,
    extra_dates: d.extra_dates.map((e) => ({ date: e.date, ranges: e.ranges.map(rangeOf) })),
    min_notice_minutes: hours * 60 + minutes,
    buffer_minutes: whole(d.buffer_minutes, 0, 240, 'Enter a whole number of minutes from 0 to 240.', errors, 'buffer_minutes')!,
    horizon_days: whole(d.horizon_days, 1, 365, 'Enter a whole number of days from 1 to 365.', errors, 'horizon_days')!,
    max_per_day: whole(d.max_per_day, 1, 48, 'Enter a whole number from 1 to 48, or leave it empty for no limit.', errors, 'max_per_day', true),
    cutoff_hours: whole(d.cutoff_hours, 0, 336, 'Enter a whole number of hours from 0 to 336 (14 days).', errors, 'cutoff_hours')!,
    reminder_minutes,
    behind_after_days: whole(d.behind_after_days, 1, 365, 'Enter a whole number of days from 1 to 365, or leave it empty.', errors, 'behind_after_days', true),
  };
  const checked = validateForm(AvailabilityBody, body);
  // the unit-aware messages above stand for their fields; the schema adds the rest
  const all = checked.ok ? errors : { ...checked.errors, ...errors };
  if (Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, body };
}

/** Every key a message may have that the form shows beside its field (the rest are toasted). */
export function shownKeys(d: AvailabilityDraft): string[] {
  const ranges = (path: string, list: readonly RangeDraft[]) =>
    [path, ...list.flatMap((_, i) => [`${path}.${i}`, `${path}.${i}.start`, `${path}.${i}.end`])];
  return [
    'time_zone', 'min_notice_minutes', 'buffer_minutes', 'horizon_days', 'max_per_day', 'cutoff_hours', 'behind_after_days',
    'weekly', ...WEEKDAYS.flatMap((day) => ranges(`weekly.${day}`, d.weekly[day])),
    'dates_off', ...d.dates_off.map((_, i) => `dates_off.${i}`),
    'extra_dates', ...d.extra_dates.flatMap((e, i) => [`extra_dates.${i}.date`, ...ranges(`extra_dates.${i}.ranges`, e.ranges)]),
    'reminder_minutes', ...d.reminders.map((_, i) => `reminder_minutes.${i}`),
  ];
}
