/** The card number as it is printed on the card: digits in fours, "4242 4242 4242 4242" (19 digits at most). */
export const groupCardNumber = (text: string) => text.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The expiry as it is typed: "1228" becomes "12/28" once the year starts; what has a separator of
 * its own ("1/28", "12 / 28") is left as typed (the contract's cardExpiryText reads it all).
 */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\s/g, '');
  if (/^\d{3,6}$/.test(digits)) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return text.replace(/[^\d\s/.-]/g, '');
}

/** A re-formatted text, with the caret after as many digits as it was before. */
export function reformat(text: string, caret: number, format: (text: string) => string): { value: string; caret: number } {
  const digitsBefore = text.slice(0, caret).replace(/\D/g, '').length;
  const value = format(text);
  let at = 0;
  for (let seen = 0; at < value.length && seen < digitsBefore; at += 1) if (/\d/.test(value[at]!)) seen += 1;
  return { value, caret: at };
}

/** Formats an (uncontrolled) input's text as the user types, keeping the caret where they are typing. */
export function formatInPlace(input: HTMLInputElement, format: (text: string) => string) {
  const next = reformat(input.value, input.selectionStart ?? input.value.length, format);
  if (next.value === input.value) return;
  input.value = next.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
}
