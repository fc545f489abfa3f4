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
