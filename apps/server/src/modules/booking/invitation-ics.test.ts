import { describe, expect, it } from 'vitest';
import { parseIcal, rawLines } from '../../../test/support/parse-ical.ts';
import { bookingUid, invitationIcs, quotedParam, type Invitation } from './invitation-ics.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

// Tuesday, December 1, 2026, 9:00 to 10:00 AM in Denver (MST, UTC-7).
const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  method: 'REQUEST',
  uid: bookingUid(42, 'https://portal.example.com'),
  sequence: 0,
  start: new Date('2026-12-01T16:00:00Z'),
  end: new Date('2026-12-01T17:00:00Z'),
  timeZone: 'America/Denver',
  summary: 'Strategy session with Grace Hopper',
  description: 'Strategy session, 60 minutes.\nNote: pricing; margins, next steps\n\nJoin: https://meet.example.com/grace',
  location: 'https://meet.example.com/grace',
  url: 'https://portal.example.com/schedule',
  organizer: { name: 'Grace Hopper', email: 'coach@demo.test' },
  attendees: [{ name: 'Alex Client', email: 'client@demo.test' }],
  now: new Date('2026-11-20T12:00:00Z'),
  ...over,
});

describe('invitationIcs', () => {
  it('writes a METHOD:REQUEST that ical.js reads as one confirmed event with its organizer and attendee', () => {
    const text = invitationIcs(invitation());
    const { calendar, events } = parseIcal(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'booking-42@portal.example.com', summary: 'Strategy session with Grace Hopper',
      start: '2026-12-01T16:00:00.000Z', end: '2026-12-01T17:00:00.000Z', zone: 'America/Denver', allDay: false,
      location: 'https://meet.example.com/grace', url: 'https://portal.example.com/schedule',
    });
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-20T12:00:00Z');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:coach@demo.test');
    expect(organizer.getParameter('cn')).toBe('Grace Hopper');
    const [attendee, ...more] = vevent.getAllProperties('attendee');
    expect(more).toHaveLength(0);
    expect(attendee!.getFirstValue()).toBe('mailto:client@demo.test');
    expect(attendee!.getParameter('cn')).toBe('Alex Client');
    expect(attendee!.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee!.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee!.getParameter('rsvp')).toBe('FALSE');
  });

  it('writes the start and end in the recipient zone with its VTIMEZONE: the same instants for both sides', () => {
    const denver = invitationIcs(invitation());
    expect(denver).toContain('DTSTART;TZID=America/Denver:20261201T090000\r\n');
    expect(denver).toContain('DTEND;TZID=America/Denver:20261201T100000\r\n');
    expect(denver.match(/BEGIN:VTIMEZONE\r\nTZID:America\/Denver\r\n/g)).toHaveLength(1);

    const tokyo = invitationIcs(invitation({ timeZone: 'Asia/Tokyo' }));
    expect(tokyo).toContain('DTSTART;TZID=Asia/Tokyo:20261202T010000\r\n');
    const [a] = parseIcal(denver).events;
    const [b] = parseIcal(tokyo).events;
    expect({ uid: b!.uid, start: b!.start, end: b!.end }).toEqual({ uid: a!.uid, start: a!.start, end: a!.end });
    expect(b!.zone).toBe('Asia/Tokyo');
  });

  it('writes UTC times for a zone Intl does not know, and no VTIMEZONE', () => {
    const text = invitationIcs(invitation({ timeZone: 'Mars/Olympus_Mons' }));
    expect(text).toContain('DTSTART:20261201T160000Z\r\n');
    expect(text).not.toContain('VTIMEZONE');
    expect(parseIcal(text).events[0]).toMatchObject({ start: '2026-12-01T16:00:00.000Z', end: '2026-12-01T17:00:00.000Z' });
  });

  it('writes a cancel with the same UID, a raised SEQUENCE and STATUS:CANCELLED', () => {
    const booked = parseIcal(invitationIcs(invitation())).calendar;
    const cancelled = parseIcal(invitationIcs(invitation({ method: 'CANCEL', sequence: 2 }))).calendar;
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    const before = booked.getFirstSubcomponent('vevent')!;
    const after = cancelled.getFirstSubcomponent('vevent')!;
    expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    expect(after.getFirstPropertyValue('sequence')).toBe(2);
    expect(after.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.getFirstProperty('organizer')!.getFirstValue()).toBe('mailto:coach@demo.test');
    expect(after.getAllProperties('attendee')).toHaveLength(1);
  });

  it('keeps names with commas, quotes, carets and non-Latin scripts, never a raw double quote inside a parameter', () => {
    const people = [
      { name: 'Zażółć, "Gęślą" Jaźń', email: 'zazolc@demo.test' },
      { name: '日本語 太郎', email: 'taro@demo.test' },
      { name: 'عربي; مثال: اسم', email: 'arabic@demo.test' },
      { name: 'Caret ^ and\nnew line', email: 'caret@demo.test' },
    ];
    const text = invitationIcs(invitation({ organizer: people[0]!, attendees: people.slice(1) }));
    const vevent = parseIcal(text).calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Zażółć, "Gęślą" Jaźń');
    expect(vevent.getAllProperties('attendee').map((p) => [p.getParameter('cn'), p.getFirstValue()])).toEqual([
      ['日本語 太郎', 'mailto:taro@demo.test'],
      ['عربي; مثال: اسم', 'mailto:arabic@demo.test'],
      ['Caret ^ and new line', 'mailto:caret@demo.test'],
    ]);
    const personLines = unfolded(text).filter((l) => /^(ORGANIZER|ATTENDEE);/.test(l));
    expect(personLines).toHaveLength(4);
    // RFC 5545 §3.2: the CN is one quoted-string; no other double quote anywhere on the line.
    for (const line of personLines) expect(line).toMatch(/^(ORGANIZER|ATTENDEE);CN="[^"\r\n]*"(;[A-Z-]+=[A-Z-]+)*:mailto:[^"]+$/);
    expect(quotedParam('A "B" ^C')).toBe('"A ^\'B^\' ^^C"');
  });

  it('writes the description as plain text, escaped, with no HTML alternative', () => {
    const text = invitationIcs(invitation({ description: 'Bring <b>numbers</b>, please; thanks\nSecond line' }));
    expect(parseIcal(text).events[0]!.description).toBe('Bring <b>numbers</b>, please; thanks\nSecond line');
    expect(text).toContain('DESCRIPTION:Bring <b>numbers</b>\\, please\\; thanks\\nSecond line');
    expect(text).not.toMatch(/X-ALT-DESC|FMTTYPE/);
    const plain = parseIcal(invitationIcs(invitation())).events[0]!.description!;
    expect(plain).not.toMatch(/<[a-z/]/i);
    expect(plain).toContain('Note: pricing; margins, next steps');
  });

  it('ends every line in CRLF and folds at 75 octets without splitting a character', () => {
    const long = 'Zażółć gęślą jaźń 日本語のセッション عربي '.repeat(6);
    const text = invitationIcs(invitation({
      summary: long, description: long, location: long,
      organizer: { name: long, email: 'coach@demo.test' }, attendees: [{ name: long, email: 'client@demo.test' }],
    }));
    const { lines, crlfOnly } = rawLines(text);
    expect(crlfOnly).toBe(true);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(10);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const vevent = parseIcal(text).calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(long);
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe(long.trim());
  });

  it('writes only an http(s) URL, and a mailto address with nothing that could end the line', () => {
    const text = invitationIcs(invitation({
      url: 'javascript:alert(1)', attendees: [{ name: 'X', email: 'x@demo.test\r\nATTENDEE:mailto:evil@demo.test' }],
    }));
    expect(text).not.toMatch(/^URL/m);
    const vevent = parseIcal(text).calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(unfolded(text).filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
  });
});
