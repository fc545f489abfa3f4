// The CSV files the portal offers (the coach's client list, a group's lesson insight, a client's
// timeline), opened by spreadsheets. A cell a spreadsheet would read as a formula starts with a
// quote instead (OWASP "CSV injection"): = + - @ first, a tab or carriage return that some treat
// alike, and their full-width forms (＝ ＋ － ＠), which spreadsheets in East Asian locales turn into
// the ASCII signs as they read them. A cell with a comma, quote or line break is quoted, its quotes
// doubled. Lines end in CRLF (RFC 4180), and a byte-order mark tells Excel the text is UTF-8.

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvValue = string | number | boolean | null;

/** One cell: formula-safe, then quoted when it needs to be. Booleans read yes/no; null is empty. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then one row per record. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
