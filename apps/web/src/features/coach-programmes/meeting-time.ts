// A meeting is stored as an instant with the IANA zone the coach set it in (spec §3 Lesson
// meeting). The editor shows and takes the wall-clock time in that zone ("YYYY-MM-DDTHH:mm", the
// value of a datetime-local input); the server reads such a time in the zone sent with it.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time of `iso` in `zone`, as a datetime-local input's value. */
export function wallTimeIn(iso: string, zone: string): string {
  const p = Object.fromEntries(formatterFor(zone).formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
