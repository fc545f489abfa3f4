import { describe, expect, it } from 'vitest';
import { parseIcal, rawLines } from '../../../test/support/parse-ical.ts';
import { writeCalendar, type IcsEvent } from './ics.ts';
import { escapeText, foldLine } from './ics-text.ts';
import { transitions, vtimezone } from './ics-timezone.ts';

const NOW = new Date('2025-01-10T12:00:00Z');
const cal = (events: IcsEvent[], extra: { name?: string; timeZone?: string | null } = {}) =>
  writeCalendar({ prodId: '-//Summit Coaching//Client portal//EN', name: extra.name ?? 'Summit Coaching', timeZone: extra.timeZone ?? 'America/Denver', now: NOW, events });
const event = (over: Partial<IcsEvent>): IcsEvent => ({
  uid: 'meeting-12@portal.test', start: new Date('2025-01-17T00:00:00Z'), end: null, timeZone: 'America/Denver', summary: 'Group call', ...over,
});
const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('TEXT escaping and folding (RFC 5545 §3.1, §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and newlines, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at 75 octets, continuation lines starting with a space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'🎉a'.repeat(60)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
    expect(foldLine('X:short')).toBe('X:short');
    expect(foldLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
    expect(foldLine(`X:${'a'.repeat(74)}`)).toBe(`X:${'a'.repeat(73)}\r\n a`);
  });
});

describe('writeCalendar', () => {
  it('writes the HTML of a description only beside its plain text, as X-ALT-DESC;FMTTYPE=text/html', () => {
    const html = '<p>Six weeks, <strong>one</strong> plan; go</p><ul><li>Call</li></ul>';
    const text = cal([event({ description: 'Six weeks, one plan; go\n\n- Call', descriptionHtml: html }), event({ uid: 'x@portal.test', descriptionHtml: html })]);
    const [withText, without] = parseIcal(text).calendar.getAllSubcomponents('vevent');
    expect(withText!.getFirstPropertyValue('description')).toBe('Six weeks, one plan; go\n\n- Call');
    expect(withText!.getFirstProperty('x-alt-desc')!.getParameter('fmttype')).toBe('text/html');
    // ical.js leaves an X- property's value as written: TEXT escaping, as Outlook reads it
    expect(withText!.getFirstPropertyValue('x-alt-desc')).toBe(escapeText(html));
    expect(escapeText(html)).toBe('<p>Six weeks\\, <strong>one</strong> plan\\; go</p><ul><li>Call</li></ul>');
    expect(without!.getFirstProperty('x-alt-desc')).toBeNull();
  });

  it('writes a calendar that ical.js reads, with the headers a subscribed feed needs', () => {
    const text = cal([event({})], { name: 'Summit, Coaching; Ltd' });
    const { calendar, events } = parseIcal(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Summit Coaching//Client portal//EN');
    expect(text).toContain('X-WR-CALNAME:Summit\\, Coaching\\; Ltd\r\n');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
    expect(events).toHaveLength(1);
    expect(text).toContain('DTSTAMP:20250110T120000Z\r\n');
  });

  it('writes 5:00 PM America/Denver with its TZID and VTIMEZONE, read back as 00:00Z the next day', () => {
    const text = cal([event({})]);
    expect(text).toContain('DTSTART;TZID=America/Denver:20250116T170000\r\n');
    expect(text).toContain('DTEND;TZID=America/Denver:20250116T180000\r\n');
    const [e] = parseIcal(text).events;
    expect(e).toMatchObject({ zone: 'America/Denver', start: '2025-01-17T00:00:00.000Z', end: '2025-01-17T01:00:00.000Z', allDay: false });
  });

  it('keeps local time across daylight saving: 5:00 PM in July is 23:00Z', () => {
    const { events } = parseIcal(cal([event({ start: new Date('2025-07-17T23:00:00Z'), end: new Date('2025-07-18T00:30:00Z') })]));
    expect(events[0]).toMatchObject({ start: '2025-07-17T23:00:00.000Z', end: '2025-07-18T00:30:00.000Z' });
  });

  it('writes one VTIMEZONE per zone used, and UTC times for a zone Intl does not know', () => {
    const text = cal([
      event({ uid: 'a@x' }), event({ uid: 'b@x', timeZone: 'Europe/London' }), event({ uid: 'c@x', timeZone: 'Europe/London' }),
      event({ uid: 'd@x', timeZone: 'Mars/Olympus_Mons' }), event({ uid: 'e@x', timeZone: 'Bad;TZID=x:y' }),
    ]);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(text).toContain('TZID:Europe/London');
    const { events } = parseIcal(text);
    expect(events.filter((e) => e.zone === 'UTC').map((e) => e.start)).toEqual(['2025-01-17T00:00:00.000Z', '2025-01-17T00:00:00.000Z']);
    expect(text).toContain('DTSTART:20250117T000000Z\r\n');
  });

  it('writes observances only for the years around now, and still places a far event', () => {
    const text = cal([event({ start: new Date('2090-01-17T00:00:00Z') })]);
    expect(text).not.toMatch(/DTSTART:20(3[1-9]|[4-9]\d)/);
    expect(text).toMatch(/DTSTART:2030\d{4}T/);
    expect(parseIcal(text).events[0]!.start).toBe('2090-01-17T00:00:00.000Z');
  });

  it('writes an all-day event on the local date, ending the next day', () => {
    const text = cal([event({ allDay: true, start: new Date('2025-03-09T06:59:00Z') })]); // 23:59 on 8 March in Denver
    expect(text).toContain('DTSTART;VALUE=DATE:20250308\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20250309\r\n');
    expect(parseIcal(text).events[0]!.allDay).toBe(true);
  });

  it('survives hostile titles: commas, semicolons, newlines, emoji and a 200-character word', () => {
    const summary = `Plan, price; review\nBEGIN:VEVENT\r\nUID:evil 🎉🚀 ${'x'.repeat(200)} \\ end`;
    const description = 'Line one\nLine two; with, commas\r\nEND:VCALENDAR';
    const text = cal([event({ summary, description, location: 'Room 1, floor 2; east', url: 'https://meet.test/a b\r\nX-EVIL:1' })]);
    const { lines, crlfOnly } = rawLines(text);
    expect(crlfOnly).toBe(true);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('X-EVIL'))).toBe(false);
    const { events } = parseIcal(text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: summary.replace('\r\n', '\n'), description: description.replace('\r\n', '\n'), location: 'Room 1, floor 2; east',
    });
    expect(events[0]!.url).toBe('https://meet.test/a%20bX-EVIL:1');
  });

  it('leaves out a URL that is not a web address', () => {
    const text = cal([event({ url: 'javascript:alert(1)' })]);
    expect(text).not.toMatch(/^URL/m);
  });
});

describe('VTIMEZONE from Intl', () => {
  it('finds Denver\'s two changes in 2025 to the minute', () => {
    const found = transitions('America/Denver', Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1));
    expect(found).toEqual([
      { at: Date.UTC(2025, 2, 9, 9), before: -420, after: -360 },
      { at: Date.UTC(2025, 10, 2, 8), before: -360, after: -420 },
    ]);
  });

  it('writes a single standard observance for a zone without changes', () => {
    const lines = vtimezone('Asia/Tokyo', 2025, 2025);
    expect(lines.filter((l) => l.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    expect(lines).toContain('TZOFFSETTO:+0900');
  });

  it('marks the southern summer as daylight time', () => {
    const lines = vtimezone('Australia/Sydney', 2025, 2025).join('\n');
    expect(lines).toMatch(/BEGIN:DAYLIGHT\nDTSTART:20251005T020000\nTZOFFSETFROM:\+1000\nTZOFFSETTO:\+1100/);
    expect(lines).toMatch(/BEGIN:STANDARD\nDTSTART:20250406T030000\nTZOFFSETFROM:\+1100\nTZOFFSETTO:\+1000/);
  });
});
