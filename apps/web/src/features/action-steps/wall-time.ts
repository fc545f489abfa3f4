// A deadline typed as a wall time (the value of <input type="datetime-local">) means that time in
// the user's own time zone (spec §8: times are the user's), not in the browser's.

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
