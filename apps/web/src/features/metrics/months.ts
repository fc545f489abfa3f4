const formatters = new Map<string, Intl.DateTimeFormat>();

/** The month it is now in `zone`, as YYYY-MM: "this month" for the client, wherever they are. */
export function monthIn(zone: string, now = new Date()): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}`;
}

/** How many months back the forms offer a value for: three years, enough to enter a history. */
export const MONTHS_OFFERED = 36;

/** `count` months from `latest` back, newest first, YYYY-MM, with any `also` months not among them after. */
export function monthsBack(latest: string, count = MONTHS_OFFERED, also: readonly string[] = []): string[] {
  const [year, month] = latest.split('-').map(Number) as [number, number];
  const months = Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
  const older = [...new Set(also)].filter((p) => !months.includes(p) && p < latest).sort().reverse();
  return [...months, ...older];
}
