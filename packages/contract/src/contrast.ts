// WCAG 2 contrast. The brand editor's live check (web) and the theme save (server) both use this, so
// what the editor shows as passing is what the server accepts.

/** WCAG AA for normal text. */
export const AA_TEXT_RATIO = 4.5;

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as [r, g, b] (alpha ignored), or null. */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length <= 4 ? [...m[1].slice(0, 3)].map((c) => c + c).join('') : m[1].slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * "4.8:1". Rounded down to one decimal, so a ratio shown as 4.5:1 always passes AA and one just
 * below (4.48) reads 4.4:1.
 */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10 + 1e-9) / 10}:1`;
}
