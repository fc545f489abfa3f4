// A request that failed because PostgreSQL could not be reached (restart, failover, network cut)
// answers 503 with this message instead of a bare 500: nothing it asked was saved, and trying again
// in a moment works (issue 11, faults; docs/operations.md).
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Nothing was saved; try again in a moment.';

/** Node's socket errors and PostgreSQL's connection-exception (08…) and shutdown (57P01–57P03) codes. */
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P01', '57P02', '57P03']);
/** What node-postgres says when a connection ends or never opens. */
const MESSAGES = /Connection terminated|Client has encountered a connection error|Connection ended|timeout exceeded when trying to connect|Client was closed/i;

/** True when the error (or one it wraps, as drizzle's query errors do) is a lost database connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
