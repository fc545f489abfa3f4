// Issue 12 Insight: a member writes a lesson's profit impact in their own words ("$2,400/year from
// two catering menus"). The amount counted is the first sum of money in the text — a number after
// $, € or £, with thousands commas, cents and an optional k or M — or the whole text when it is
// just a number. Anything else ("Win rate up from 22% to 35%") has no amount and counts nothing.

const MONEY = /[$€£]\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?([kKmM])(?![A-Za-z]))?/;
const PLAIN = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;
const SCALE: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** The amount of a profit-impact text in cents, or null when it names none. */
export function profitImpactCents(text: string | null): number | null {
  if (!text) return null;
  const m = MONEY.exec(text) ?? PLAIN.exec(text);
  if (!m) return null;
  const whole = Number(m[1]!.replace(/,/g, ''));
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const scale = SCALE[(m[3] ?? '').toLowerCase()] ?? 1;
  const value = Math.round((whole * 100 + cents) * scale);
  return Number.isSafeInteger(value) ? value : null;
}
