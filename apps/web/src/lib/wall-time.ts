// A time typed as a wall time (the value of <input type="datetime-local">) means that time in a
// named IANA zone — the user's own for a deadline (spec §8: times are the user's), the zone a coach
// sets a meeting or schedule entry in — never the browser's.

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `iso` in `zone`, as a datetime-local input's value ("" for no time). */
export function wallTimeIn(iso: string | null, zone: string): string {
  if (!iso) return '';
  let f = wallFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    wallFormatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DDTHH:mm' in `zone` as an ISO instant, or null when it is not a wall time. */
export function wallTimeToIso(local: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // twice: the offset at the guessed instant may differ across a daylight-saving change
  const first = asUtc - offsetMs(asUtc, zone);
  return new Date(asUtc - offsetMs(first, zone)).toISOString();
}

/** The zone's offset from UTC at `instant`, in milliseconds ("GMT-07:00" → -25 200 000). */
function offsetMs(instant: number, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
}
