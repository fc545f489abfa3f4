/**
 * A payment amount in the currency the server names (issue 3 §4: Intl formatting). Amounts arrive
 * in the currency's minor unit, as card providers count them (4900 USD cents → "$49.00"; JPY has none).
 */
export function formatAmount(minorUnits: number, currency: string, locale?: string): string {
  const code = currency.trim().toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
  } catch {
    // an unknown code: show the number and the code rather than fail the payment dialog
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
