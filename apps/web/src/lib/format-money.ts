/** Intl's currency format of `currency`, or null for a code it does not know. */
function currencyFormat(currency: string, locale: string | undefined): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim().toUpperCase() });
  } catch {
    return null;
  }
}

/**
 * A payment amount in the currency the server names (issue 3 §4: Intl formatting). Amounts arrive
 * in the currency's minor unit, as card providers count them (4900 USD cents → "$49.00"; JPY has none).
 */
export function formatAmount(minorUnits: number, currency: string, locale?: string): string {
  const format = currencyFormat(currency, locale);
  // an unknown code: show the number and the code rather than fail the payment dialog
  if (!format) return `${(minorUnits / 100).toFixed(2)} ${currency.trim().toUpperCase()}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/**
 * An amount in whole units of `currency`, as prices ("199.50") and profit-impact totals are kept:
 * "$199.50", "£1,250.00". Shown the same way as formatAmount shows a payment.
 */
export function formatMoney(amount: number | string, currency: string, locale?: string): string {
  const value = Number(amount);
  const format = currencyFormat(currency, locale);
  if (!format) return `${value.toFixed(2)} ${currency.trim().toUpperCase()}`;
  return format.format(value);
}
