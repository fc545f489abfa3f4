import { describe, expect, it } from 'vitest';
import { parseIcal } from '../../../test/support/parse-ical.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';
import {
  bookedMail, bookingInvitation, cancelledMail, durationText, movedMail, reminderMail, sessionTimeText, type BookingMailFacts,
} from './booking-mails.ts';

const BRAND: TenantBrand = {
  name: 'Summit Coaching', sender: 'Summit Coaching', url: 'https://portal.example.com', logoUrl: null, primary: '#123456', accent: '#abcdef', textColor: '#1f2933', background: '#ffffff', footerText: 'Summit Coaching Ltd',
};

// Tuesday, December 1, 2026, 9:00 to 10:00 AM in Denver; 5:00 PM in Berlin.
const facts = (over: Partial<BookingMailFacts> = {}): BookingMailFacts => ({
  id: 42, type_name: 'Strategy session', start: new Date('2026-12-01T16:00:00Z'), end: '2026-12-01T17:00:00.000Z', status: 'booked',
  location_kind: 'video_link', meeting_url: 'https://meet.example.com/grace', location: null,
  note: 'Pricing & margins <b>first</b>', cancel_reason: null,
  coach: { first_name: 'Grace', last_name: 'Hopper', email: 'coach@demo.test', time_zone: 'Europe/Berlin' },
  client: { first_name: 'Alex', last_name: 'Client', email: 'client@demo.test', time_zone: 'America/Denver' },
  sequence: 0, publicUrl: 'https://portal.example.com', brand: BRAND, now: new Date('2026-11-20T12:00:00Z'),
  ...over,
});

const CLIENT_WHEN = 'Tuesday, December 1, 2026, 9:00 AM (America/Denver)';
const COACH_WHEN = 'Tuesday, December 1, 2026, 5:00 PM (Europe/Berlin)';

/** The mail's invitation as ical.js reads it. */
function invite(mail: OutgoingMail) {
  const { calendar, events } = parseIcal(mail.calendar!.content);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'), uid: events[0]!.uid, sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'), start: events[0]!.start, end: events[0]!.end, zone: events[0]!.zone,
    summary: events[0]!.summary, description: events[0]!.description, location: events[0]!.location, url: events[0]!.url,
    organizer: vevent.getFirstProperty('organizer')!.getFirstValue(),
    attendees: vevent.getAllProperties('attendee').map((p) => [p.getParameter('cn'), p.getFirstValue()]),
  };
}

describe('times and lengths in words', () => {
  it('writes the time in the given zone with the zone named, and an unknown zone as UTC', () => {
    expect(sessionTimeText('2026-12-01T16:00:00Z', 'America/Denver')).toBe(CLIENT_WHEN);
    expect(sessionTimeText(new Date('2026-12-01T16:00:00Z'), 'Asia/Kolkata')).toBe('Tuesday, December 1, 2026, 9:30 PM (Asia/Kolkata)');
    expect(sessionTimeText('2026-12-01T16:00:00Z', 'Nowhere/Else')).toBe('Tuesday, December 1, 2026, 4:00 PM (UTC)');
  });

  it('says how long in minutes, hours and days', () => {
    expect([30, 60, 90, 1440, 2880, 1].map(durationText)).toEqual(['30 minutes', '1 hour', '1 hour and 30 minutes', '24 hours', '2 days', '1 minute']);
  });
});

describe('booking mails', () => {
  it('tells the client of the booking in their zone, with the place, the note and their schedule, in the brand', () => {
    const mail = bookedMail(facts(), 'client');
    expect(mail.to).toBe('client@demo.test');
    expect(mail.subject).toBe('Session booked: Strategy session with Grace Hopper, Tuesday, December 1, 9:00 AM');
    // The text part is made from the HTML (issue 21): the title, the same words, the footer text.
    expect(mail.text).toBe([
      'Your session is booked',
      '',
      'Hello Alex, you booked a session with Grace Hopper. The attached invitation adds it to your calendar.',
      '',
      'Session: Strategy session',
      `When: ${CLIENT_WHEN}`,
      'Length: 1 hour',
      'Coach: Grace Hopper',
      'Video call: https://meet.example.com/grace',
      'Note: Pricing & margins <b>first</b>',
      '',
      'See your sessions: https://portal.example.com/schedule',
      '',
      'Summit Coaching Ltd',
    ].join('\n'));
    expect(mail.fromName).toBe('Summit Coaching');
    expect(mail.replyTo).toBe('coach@demo.test');
    expect(mail.html).toContain('Summit Coaching');
    expect(mail.html).toContain('background:#123456');
    expect(mail.html).toContain('Pricing &amp; margins &lt;b&gt;first&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>first');
    expect(mail.html).toContain('href="https://portal.example.com/schedule"');
    expect(mail.html).toContain(escapeHtml(CLIENT_WHEN));
  });

  it('tells the coach in their own zone, with a link to their agenda', () => {
    const mail = bookedMail(facts(), 'coach');
    expect(mail.to).toBe('coach@demo.test');
    expect(mail.subject).toBe('Session booked: Strategy session with Alex Client, Tuesday, December 1, 5:00 PM');
    expect(mail.text).toContain('Hello Grace, Alex Client booked a session with you.');
    expect(mail.text).toContain(`When: ${COACH_WHEN}`);
    expect(mail.text).toContain('Client: Alex Client');
    expect(mail.text).toContain('Open your agenda: https://portal.example.com/coach/sessions');
    expect(mail.html).toContain('href="https://portal.example.com/coach/sessions"');
    expect(mail.replyTo).toBe('client@demo.test');
    expect(bookedMail(facts(), 'client', 'coach').text).toMatch(/^Your session is booked\n\nHello Alex, Grace Hopper booked a session with you\./);
    expect(bookedMail(facts(), 'coach', 'coach').text).toMatch(/^Your session is booked\n\nHello Grace, you booked a session with Alex Client\./);
  });

  it('gives both sides one invitation: the same UID and instants, each in its own zone, the coach organising', () => {
    const client = invite(bookedMail(facts(), 'client'));
    const coach = invite(bookedMail(facts(), 'coach'));
    expect(client).toMatchObject({
      method: 'REQUEST', status: 'CONFIRMED', uid: 'booking-42@portal.example.com', sequence: 0,
      start: '2026-12-01T16:00:00.000Z', end: '2026-12-01T17:00:00.000Z', zone: 'America/Denver',
      summary: 'Strategy session with Grace Hopper', location: 'https://meet.example.com/grace', url: 'https://portal.example.com/schedule',
      organizer: 'mailto:coach@demo.test', attendees: [['Alex Client', 'mailto:client@demo.test']],
    });
    expect(coach).toMatchObject({
      method: 'REQUEST', uid: client.uid, sequence: 0, start: client.start, end: client.end, zone: 'Europe/Berlin',
      summary: 'Strategy session with Alex Client', url: 'https://portal.example.com/coach/sessions',
      organizer: client.organizer, attendees: client.attendees,
    });
    // Plain text, as calendar applications show it.
    expect(client.description).toBe([
      'Length: 1 hour', 'Coach: Grace Hopper', 'Video call: https://meet.example.com/grace', 'Note: Pricing & margins <b>first</b>',
      '', 'See your sessions: https://portal.example.com/schedule',
    ].join('\n'));
  });

  it('moves the same event: the new time, the old one named, a raised SEQUENCE', () => {
    const moved = facts({ start: '2026-12-03T18:00:00Z', end: '2026-12-03T18:45:00Z', sequence: 1 });
    const mail = movedMail(moved, 'client', '2026-12-01T16:00:00Z');
    expect(mail.subject).toBe('Session moved: Strategy session with Grace Hopper, now Thursday, December 3, 11:00 AM');
    expect(mail.text).toContain('Hello Alex, you moved your session with Grace Hopper to a new time.');
    expect(mail.text).toContain('When: Thursday, December 3, 2026, 11:00 AM (America/Denver)\nWas: ' + CLIENT_WHEN + '\nLength: 45 minutes');
    expect(movedMail(moved, 'coach', '2026-12-01T16:00:00Z').text).toContain('Hello Grace, Alex Client moved your session to a new time.');
    expect(invite(mail)).toMatchObject({ method: 'REQUEST', uid: 'booking-42@portal.example.com', sequence: 1, start: '2026-12-03T18:00:00.000Z' });
  });

  it('cancels the same event with a CANCEL, naming the reason when one was given', () => {
    const cancelled = facts({ status: 'cancelled', cancel_reason: 'Travelling; sorry, "really"', sequence: 2 });
    const mail = cancelledMail(cancelled, 'coach');
    expect(mail.subject).toBe('Session cancelled: Strategy session with Alex Client, Tuesday, December 1, 5:00 PM');
    expect(mail.text).toContain('Hello Grace, Alex Client cancelled your session. The attached update takes it off your calendar.');
    expect(mail.text).toContain('Reason: Travelling; sorry, "really"');
    expect(mail.html).toContain('Travelling; sorry, &quot;really&quot;');
    const ics = invite(mail);
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: 'booking-42@portal.example.com', sequence: 2 });
    expect(ics.description).toContain('Reason: Travelling; sorry, "really"');
    expect(mail.calendar!.method).toBe('CANCEL');

    const noReason = cancelledMail(facts({ status: 'cancelled', sequence: 1 }), 'client', 'coach');
    expect(noReason.text).toContain('Hello Alex, Grace Hopper cancelled your session.');
    expect(noReason.text).not.toContain('Reason');
    expect(bookingInvitation(facts({ status: 'cancelled' }), 'client').method).toBe('CANCEL');
    expect(bookingInvitation(facts(), 'client').method).toBe('REQUEST');
  });

  it('reminds each side how soon the session starts', () => {
    const day = reminderMail(facts(), 'client', 24 * 60);
    expect(day.subject).toBe('Reminder: your session with Grace Hopper starts in 24 hours');
    expect(day.text).toMatch(/^Your session starts in 24 hours\n\nHello Alex, your session with Grace Hopper starts in 24 hours\./);
    expect(day.text).toContain(`When: ${CLIENT_WHEN}`);
    const hour = reminderMail(facts(), 'coach', 60);
    expect(hour.subject).toBe('Reminder: your session with Alex Client starts in 1 hour');
    expect(hour.html).toContain('Your session starts in 1 hour');
    // A reminder changes nothing in the calendar, so it carries no invitation to import again.
    expect(hour.calendar).toBeUndefined();
  });

  it('names a phone number or an address as the place, in the mail and the invitation', () => {
    const phone = bookedMail(facts({ location_kind: 'phone', meeting_url: null, location: '+1 303 555 0100' }), 'client');
    expect(phone.text).toContain('Phone: +1 303 555 0100');
    expect(invite(phone).location).toBe('+1 303 555 0100');
    const address = bookedMail(facts({ location_kind: 'address', meeting_url: null, location: '1 Main St, Denver; 2nd floor' }), 'coach');
    expect(address.text).toContain('Address: 1 Main St, Denver; 2nd floor');
    expect(invite(address).location).toBe('1 Main St, Denver; 2nd floor');
    const room = bookedMail(facts({ location_kind: 'video_room', meeting_url: null }), 'client');
    expect(room.text).toContain('Video call: The link will follow before the session.');
    expect(invite(room).location).toBeNull();
  });

  it('escapes every user text in the HTML and keeps non-Latin names whole', () => {
    const f = facts({
      type_name: '<script>x</script> call', note: null,
      coach: { first_name: 'Zażółć', last_name: '"Jaźń"', email: 'coach@demo.test', time_zone: 'Asia/Tokyo' },
      client: { first_name: '日本語', last_name: 'عربي', email: 'client@demo.test', time_zone: 'America/Denver' },
    });
    const mail = bookedMail(f, 'client');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt; call');
    expect(mail.html).toContain('Zażółć &quot;Jaźń&quot;');
    expect(mail.text).toContain('Hello 日本語, you booked a session with Zażółć "Jaźń".');
    const coachMail = bookedMail(f, 'coach');
    expect(coachMail.text).toContain('When: Wednesday, December 2, 2026, 1:00 AM (Asia/Tokyo)');
    expect(invite(coachMail)).toMatchObject({ organizer: 'mailto:coach@demo.test', attendees: [['日本語 عربي', 'mailto:client@demo.test']] });
    const { calendar } = parseIcal(coachMail.calendar!.content);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Zażółć "Jaźń"');
    expect(bookedMail(facts({ type_name: 'Line\nbreak' }), 'client').subject).not.toMatch(/[\r\n]/);
  });
});

