// A schedule entry is kept as an instant with the IANA zone the coach set it in. The form shows and
// takes the wall-clock time there ("YYYY-MM-DDTHH:mm", a datetime-local input's value); the server
// reads such a time in the zone sent with it.

const cache = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `iso` in `zone`, as a datetime-local value ("" for no time). */
export function localInputValue(iso: string | null, zone: string): string {
  if (!iso) return '';
  let f = cache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    cache.set(zone, f);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === type)?.value ?? '';
  const parts = f.formatToParts(new Date(iso));
  return `${part('year', parts)}-${part('month', parts)}-${part('day', parts)}T${part('hour', parts)}:${part('minute', parts)}`;
}
