import type { BookingStatus, LocationKind } from '@portal/contract';
import { actionButton, brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';
import type { MailCalendar } from '../../platform/mail-types.ts';
import { knownZone } from '../calendar/ics-timezone.ts';
import { bookingUid, invitationIcs } from './invitation-ics.ts';

// The mails of a booked session (issue 20): booked, moved, cancelled and the reminders, to the
// client and to the coach, each with the calendar invitation that keeps one event in their calendar
// application. Times are written in the recipient's own zone, with the zone named.

export type BookingMailSide = 'client' | 'coach';

export interface BookingMailPerson { first_name: string; last_name: string; email: string; time_zone: string }

/** What the mails of one booking say, as the booking service knows it at the moment of sending. */
export interface BookingMailFacts {
  id: number;
  type_name: string;
  start: Date | string;
  end: Date | string;
  status: BookingStatus;
  location_kind: LocationKind;
  /** The video room, for the video kinds. */
  meeting_url: string | null;
  /** The phone number or address, for those kinds. */
  location: string | null;
  note: string | null;
  cancel_reason: string | null;
  coach: BookingMailPerson;
  client: BookingMailPerson;
  /** The invitation's SEQUENCE: 0 when booked, raised by one on each reschedule and on the cancel. */
  sequence: number;
  /** The deployment's PUBLIC_URL: the invitation's UID (links go to the tenant's own address, brand.url). */
  publicUrl: string;
  brand: TenantBrand;
  /** When the mail is written (the invitation's DTSTAMP). */
  now: Date;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const fullName = (p: BookingMailPerson) => `${p.first_name} ${p.last_name}`.trim();
const other = (side: BookingMailSide): BookingMailSide => (side === 'client' ? 'coach' : 'client');
const zoneOf = (p: BookingMailPerson) => knownZone(p.time_zone) ?? 'UTC';

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsFor(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(zone, f);
  }
  return f;
}

/**
 * "Tuesday, December 1, 2026, 9:00 AM (America/Denver)": the zone named, since the two sides of a
 * booking may be in different ones. An unknown zone is written as UTC.
 */
export function sessionTimeText(at: Date | string, timeZone: string): string {
  // Named as the person set it (Asia/Kolkata), not as Intl canonicalises it (Asia/Calcutta).
  const zone = knownZone(timeZone) ? timeZone : 'UTC';
  const f = formatsFor(zone);
  const d = new Date(at);
  // ICU puts a narrow no-break space before AM/PM; plain text mail reads better with a space.
  return `${f.date.format(d)}, ${f.time.format(d).replace(/[\u202f\u00a0]/g, ' ')} (${zone})`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "1 hour", "24 hours", "30 minutes", "1 hour and 30 minutes", "3 days". */
export function durationText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return plural(m, 'minute');
  if (m > 1440 && m % 1440 === 0) return plural(m / 1440, 'day');
  const hours = plural(Math.floor(m / 60), 'hour');
  return m % 60 ? `${hours} and ${plural(m % 60, 'minute')}` : hours;
}

const minutesOf = (f: BookingMailFacts) => Math.round((new Date(f.end).getTime() - new Date(f.start).getTime()) / 60_000);

/** Where the session happens, as a label and a value; the value is also the invitation's LOCATION. */
function place(f: BookingMailFacts): { label: string; value: string } {
  switch (f.location_kind) {
    case 'phone': return { label: 'Phone', value: f.location || 'The number will follow before the session.' };
    case 'address': return { label: 'Address', value: f.location || 'The address will follow before the session.' };
    default: return { label: 'Video call', value: f.meeting_url || 'The link will follow before the session.' };
  }
}
const locationOf = (f: BookingMailFacts) =>
  (f.location_kind === 'phone' || f.location_kind === 'address' ? f.location : f.meeting_url) || null;

/** Where each side sees the booking in the portal: the client's schedule, the coach's agenda. */
const pageOf = (f: BookingMailFacts, side: BookingMailSide) => `${f.brand.url}${side === 'client' ? '/schedule' : '/coach/sessions'}`;
const actionOf = (side: BookingMailSide) => (side === 'client' ? 'See your sessions' : 'Open your agenda');

/** The session's title as the recipient sees it: the type and the person on the other side. */
const titleFor = (f: BookingMailFacts, side: BookingMailSide) => `${f.type_name} with ${fullName(f[other(side)])}`;

interface Extras { was?: Date | string; reason?: string | null }

/** The facts a mail and its invitation list, in the recipient's zone. */
function factsFor(f: BookingMailFacts, side: BookingMailSide, extras: Extras = {}): [string, string][] {
  const zone = f[side].time_zone;
  const where = place(f);
  const facts: [string, string | null | undefined][] = [
    ['Session', f.type_name],
    ['When', sessionTimeText(f.start, zone)],
    ['Was', extras.was === undefined ? null : sessionTimeText(extras.was, zone)],
    ['Length', durationText(minutesOf(f))],
    [side === 'client' ? 'Coach' : 'Client', fullName(f[other(side)])],
    [where.label, where.value],
    ['Note', f.note],
    ['Reason', extras.reason],
  ];
  return facts.filter((x): x is [string, string] => Boolean(x[1]));
}

/**
 * The invitation for one side (issue 20): the same UID for both sides and every change, SEQUENCE
 * from the facts, times in the recipient's zone. The coach organises; the client attends. Without
 * a method, a cancelled booking's is a CANCEL and any other's a REQUEST.
 */
export function bookingInvitation(f: BookingMailFacts, side: BookingMailSide, method?: MailCalendar['method']): MailCalendar {
  const m = method ?? (f.status === 'cancelled' ? 'CANCEL' : 'REQUEST');
  const description = [
    ...factsFor(f, side, { reason: m === 'CANCEL' ? f.cancel_reason : null })
      .filter(([label]) => label !== 'Session' && label !== 'When').map(([k, v]) => `${k}: ${v}`),
    '', `${actionOf(side)}: ${pageOf(f, side)}`,
  ].join('\n');
  const content = invitationIcs({
    method: m, uid: bookingUid(f.id, f.publicUrl), sequence: f.sequence,
    start: new Date(f.start), end: new Date(f.end), timeZone: zoneOf(f[side]),
    summary: titleFor(f, side), description, location: locationOf(f), url: pageOf(f, side),
    organizer: { name: fullName(f.coach), email: f.coach.email },
    attendees: [{ name: fullName(f.client), email: f.client.email }],
    now: f.now,
  });
  return { method: m, content };
}

/** `method` null: a mail with no invitation (a reminder changes nothing in the calendar). */
interface Notice { title: string; lead: string; subject: string; extras?: Extras; method: MailCalendar['method'] | null }

/**
 * One side's mail in the tenant's brand: the lead, the facts, the way in, and the invitation. A reply
 * by mail reaches the other side (issue 21): the client's goes to the coach, the coach's to the client.
 */
function notice(f: BookingMailFacts, side: BookingMailSide, n: Notice): OutgoingMail {
  const facts = factsFor(f, side, n.extras);
  const lead = `Hello ${f[side].first_name}, ${n.lead}`;
  const page = brandedMail(f.brand, n.title,
    `<p>${escapeHtml(lead)}</p>`
    + `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> <span style="white-space:pre-wrap">${escapeHtml(v)}</span>`).join('<br>')}</p>`
    + actionButton(f.brand, pageOf(f, side), actionOf(side)));
  const mail: OutgoingMail = { to: f[side].email, subject: oneLine(n.subject), ...page, replyTo: f[other(side)].email };
  return n.method ? { ...mail, calendar: bookingInvitation(f, side, n.method) } : mail;
}

/** "Tuesday, December 1, 9:00 AM" for a subject line, in the recipient's zone. */
const shortWhen = (f: BookingMailFacts, side: BookingMailSide) =>
  sessionTimeText(f.start, f[side].time_zone).replace(/, \d{4},/, ',').replace(/ \([^()]*\)$/, '');

/**
 * The lead's first sentence: the recipient's own act ("you booked a session with Grace Hopper"), or
 * the other side's ("Grace Hopper booked a session with you").
 */
const whoDid = (f: BookingMailFacts, side: BookingMailSide, by: BookingMailSide, mine: (otherName: string) => string, theirs: string) =>
  (by === side ? `you ${mine(fullName(f[other(side)]))}` : `${fullName(f[by])} ${theirs}`);

/** A session was booked: by the client, or by the coach for the client. */
export function bookedMail(f: BookingMailFacts, side: BookingMailSide, by: BookingMailSide = 'client'): OutgoingMail {
  return notice(f, side, {
    method: 'REQUEST',
    lead: `${whoDid(f, side, by, (o) => `booked a session with ${o}.`, 'booked a session with you.')} The attached invitation adds it to your calendar.`,
    title: 'Your session is booked',
    subject: `Session booked: ${titleFor(f, side)}, ${shortWhen(f, side)}`,
  });
}

/** A session moved to a new time (the facts hold the new one, `previousStart` the old). */
export function movedMail(f: BookingMailFacts, side: BookingMailSide, previousStart: Date | string, by: BookingMailSide = 'client'): OutgoingMail {
  return notice(f, side, {
    method: 'REQUEST',
    lead: `${whoDid(f, side, by, (o) => `moved your session with ${o} to a new time.`, 'moved your session to a new time.')} The attached invitation moves it in your calendar.`,
    title: 'Your session has moved',
    subject: `Session moved: ${titleFor(f, side)}, now ${shortWhen(f, side)}`,
    extras: { was: previousStart },
  });
}

/** A session was cancelled; the reason is shown when one was given. */
export function cancelledMail(f: BookingMailFacts, side: BookingMailSide, by: BookingMailSide = 'client'): OutgoingMail {
  return notice(f, side, {
    method: 'CANCEL',
    lead: `${whoDid(f, side, by, (o) => `cancelled your session with ${o}.`, 'cancelled your session.')} The attached update takes it off your calendar.`,
    title: 'Your session is cancelled',
    subject: `Session cancelled: ${titleFor(f, side)}, ${shortWhen(f, side)}`,
    extras: { reason: f.cancel_reason },
  });
}

/** A reminder `minutesBefore` the start (the coach's reminder_minutes): "starts in 24 hours". */
export function reminderMail(f: BookingMailFacts, side: BookingMailSide, minutesBefore: number): OutgoingMail {
  const soon = durationText(minutesBefore);
  return notice(f, side, {
    method: null,
    lead: `your session with ${fullName(f[other(side)])} starts in ${soon}.`,
    title: `Your session starts in ${soon}`,
    subject: `Reminder: your session with ${fullName(f[other(side)])} starts in ${soon}`,
  });
}
