// Number fields take what the portal itself shows: "1,200", "1,200.50", "$1,200", "A$99",
// "-$1,200.00", "12.5 %" (issue: a client copied a value from the page and it was refused).

/** A currency sign as the portal writes one before an amount: "$", "€", "£", "A$", "C$". */
const SIGN = String.raw`(?:[A-Z]{0,2}\p{Sc})?`;
const SHOWN = new RegExp(String.raw`^([-−]?)${SIGN}([-−]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?%?$`, 'u');

/**
 * The plain decimal text of a number as the page shows it, "$1,200.50" → "1200.50", or null when
 * the text is not one: grouping commas only in threes ("1,20" is refused, it may be a decimal
 * comma), one sign, a currency sign before the digits, a percent sign after them.
 */
export function plainNumberText(text: string): string | null {
  const m = SHOWN.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!m || (m[1] && m[2])) return null;
  return `${m[1] || m[2] ? '-' : ''}${m[3]!.replaceAll(',', '')}${m[4] ?? ''}`;
}
