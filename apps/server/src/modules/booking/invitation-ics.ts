import { contentLine, CRLF, escapeText, foldLine, safeUri, textLine, utcStamp } from '../calendar/ics-text.ts';
import { knownZone, vtimezone } from '../calendar/ics-timezone.ts';
import { timeLine } from '../calendar/ics.ts';

// The invitation a booked session's mails carry (issue 20): one VEVENT with METHOD:REQUEST, or
// METHOD:CANCEL when the booking is cancelled (RFC 5546 §3.2.2, §3.2.5). Its UID is the booking's,
// the same in both sides' mails, and SEQUENCE rises with each change, so a calendar application
// keeps one event that moves and disappears with the booking.

export interface InvitationPerson { name: string; email: string }

export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  /** One per booking, never reused (bookingUid). */
  uid: string;
  /** 0 when booked, raised on each reschedule and on the cancel. */
  sequence: number;
  start: Date;
  end: Date;
  /** The recipient's IANA zone: DTSTART and DTEND are written in it, with its VTIMEZONE; an unknown one in UTC. */
  timeZone: string;
  summary: string;
  /** Plain text (calendar applications show DESCRIPTION as written, so never HTML). */
  description: string;
  location: string | null;
  /** Where the session lives in the portal; only an http(s) address is written. */
  url: string | null;
  organizer: InvitationPerson;
  attendees: InvitationPerson[];
  /** DTSTAMP: when this copy was written. */
  now: Date;
}

const PROD_ID = '-//Client portal//Sessions with the coach//EN';

/** The UID of a booking's invitations: stable for its life, unique to this portal's address. */
export const bookingUid = (bookingId: number, publicUrl: string) => `booking-${bookingId}@${new URL(publicUrl).host}`;

/**
 * A CN value. User text, so always a quoted-string (RFC 5545 §3.2), whose characters may not be a
 * control or DQUOTE: a double quote is written ^' and a caret ^^ (RFC 6868), and line breaks become
 * spaces. Commas, semicolons and colons are safe inside the quotes.
 */
export function quotedParam(value: string): string {
  const safe = value
    .replace(/[\r\n\t]+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .trim();
  return `"${safe}"`;
}

/** A CAL-ADDRESS (§3.3.3): a mailto URI, with anything a URI may not hold percent-encoded. */
const mailto = (email: string) => `mailto:${encodeURI(email.trim())}`;

/** ORGANIZER or ATTENDEE: `NAME;CN="…";…:mailto:…`, folded. `params` are constants, never user text. */
const personLine = (name: string, p: InvitationPerson, params = '') =>
  foldLine(`${name};CN=${quotedParam(p.name)}${params}:${mailto(p.email)}`);

// RFC 5546 §3.2.2: every attendee is already in (the booking is made), so no application asks for a reply.
const ATTENDEE_PARAMS = ';CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE';

/** The invitation as iCalendar text: CRLF after every line, folded at 75 octets. */
export function invitationIcs(inv: Invitation): string {
  const zone = knownZone(inv.timeZone);
  const url = safeUri(inv.url);
  const lines = [
    'BEGIN:VCALENDAR',
    contentLine('PRODID', escapeText(PROD_ID)),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${inv.method === 'CANCEL' ? 'CANCEL' : 'REQUEST'}`,
    ...(zone ? vtimezone(zone, inv.start.getUTCFullYear(), inv.end.getUTCFullYear()) : []),
    'BEGIN:VEVENT',
    textLine('UID', inv.uid),
    contentLine('DTSTAMP', utcStamp(inv.now)),
    contentLine('SEQUENCE', String(Math.max(0, Math.trunc(inv.sequence)))),
    timeLine('DTSTART', inv.start, zone),
    timeLine('DTEND', inv.end, zone),
    textLine('SUMMARY', inv.summary),
    ...(inv.description ? [textLine('DESCRIPTION', inv.description)] : []),
    ...(inv.location ? [textLine('LOCATION', inv.location)] : []),
    ...(url ? [contentLine('URL', url)] : []),
    inv.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    personLine('ORGANIZER', inv.organizer),
    ...inv.attendees.map((a) => personLine('ATTENDEE', a, ATTENDEE_PARAMS)),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
