// A bench setting from the environment: a number, held within its range.

/**
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
export function envNumber(name, fallback, min, max) {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return Math.min(max, Math.max(min, n));
}
