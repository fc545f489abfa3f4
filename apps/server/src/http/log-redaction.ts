import type { FastifyRequest } from 'fastify';

// Logs never hold passwords, codes or tokens (DESIGN §7): headers are redacted by pino, and the
// tokens that travel in paths (/reset/{token}, /fbslogin/{token}, /invite/{token}, /api/v1/invites/{token}, /calendar/{token}.ics) are cut from logged URLs.
export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers["x-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]',
];

export function redactUrl(url: string): string {
  return url.replace(/\/(reset|fbslogin|invites?)\/[^/?#]+/g, '/$1/[redacted]').replace(/([?&](token|otp|code)=)[^&]*/gi, '$1[redacted]')
    .replace(/^\/calendar\/[^/?#]+/, '/calendar/[redacted]'); // the calendar feed's secret address (decision 011)
}

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method, url: redactUrl(req.url), remoteAddress: req.ip,
});

type LoggedError = Error & { params?: unknown; cause?: unknown };

/**
 * Errors as pino logs them, minus the values of a failed query: Drizzle's errors repeat every
 * parameter in their message and stack (password and code hashes, demo-mailbox texts with codes).
 */
export function errorSerializer(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as LoggedError;
  const params = 'params' in e ? `params: ${String(e.params)}` : null;
  const scrub = (s: string | undefined) => (params && s ? s.split(params).join('params: [redacted]') : s);
  const out: Record<string, unknown> = { type: e.constructor.name, message: scrub(e.message), stack: scrub(e.stack) };
  for (const [k, v] of Object.entries(e)) {
    if (k !== 'params' && k !== 'cause' && !(k in out)) out[k] = v;
  }
  if (e.cause !== undefined) out.cause = depth < 5 ? errorSerializer(e.cause, depth + 1) : '[cause]';
  return out;
}
