// RFC 5545 §3.1 and §3.3.11: content lines end in CRLF and are folded at 75 octets; TEXT values
// escape backslash, semicolon, comma and newline. Pure functions, used by ics.ts.

export const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value: `\\ ; ,` and newlines escaped; control characters other than tab (not allowed in TEXT, §3.3.11) dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/**
 * A content line folded at 75 octets (§3.1): each continuation starts with one space, which counts
 * towards its 75. A UTF-8 character (an emoji's 4 octets, say) is never split across lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** Parameter values (TZID, VALUE) are written only from a safe alphabet, never from user text. */
const SAFE_PARAM = /^[A-Za-z0-9/_+-]+$/;

/** `NAME;K=V:value`, folded. `value` must already be escaped or of a type with no escaping (dates, URIs). */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const p = Object.entries(params).map(([k, v]) => {
    if (!SAFE_PARAM.test(v)) throw new Error(`unsafe iCalendar parameter value for ${k}`);
    return `;${k}=${v}`;
  }).join('');
  return foldLine(`${name}${p}:${value}`);
}

/** A TEXT property: the value escaped, the line folded. */
export const textLine = (name: string, value: string) => contentLine(name, escapeText(value));

/** A web address fit for a URI value: http(s) only, as the URL parser writes it (no CR, LF or spaces). */
export function safeUri(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** DATE-TIME in UTC (§3.3.5 form 2): 20250117T000000Z. */
export const utcStamp = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** Local DATE-TIME fields (§3.3.5 form 1/3): 20250116T170000. */
export const localStamp = (p: { y: number; m: number; d: number; h: number; min: number; s: number }) =>
  `${pad(p.y, 4)}${pad(p.m)}${pad(p.d)}T${pad(p.h)}${pad(p.min)}${pad(p.s)}`;

/** DATE (§3.3.4): 20250116. */
export const dateStamp = (p: { y: number; m: number; d: number }) => `${pad(p.y, 4)}${pad(p.m)}${pad(p.d)}`;
