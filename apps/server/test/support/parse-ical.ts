import ICAL from 'ical.js';

/** An event as a calendar app reads it: through Mozilla's parser, with the feed's own VTIMEZONEs. */
export interface ParsedEvent {
  uid: string; summary: string; description: string | null; location: string | null; url: string | null;
  start: string; end: string; zone: string | null; allDay: boolean;
}

/** Parses an iCalendar text with ical.js (throws on what it cannot read) and lists its events. */
export function parseIcal(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vt of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vt);
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const text = (name: string) => (v.getFirstPropertyValue(name) as string | null) ?? null;
    return {
      uid: e.uid, summary: e.summary, description: e.description ?? null, location: e.location ?? null, url: text('url'),
      start: e.startDate.toJSDate().toISOString(), end: e.endDate.toJSDate().toISOString(),
      zone: e.startDate.isDate ? null : e.startDate.zone?.tzid ?? null, allDay: e.startDate.isDate,
    };
  });
  return { calendar, events };
}

/** The raw content lines (before unfolding) and whether every one ends in CRLF. */
export function rawLines(text: string) {
  return { lines: text.split('\r\n').slice(0, -1), crlfOnly: !/\r(?!\n)|(?<!\r)\n/.test(text) && text.endsWith('\r\n') };
}
