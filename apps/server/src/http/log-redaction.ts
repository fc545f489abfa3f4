import type { FastifyRequest } from 'fastify';

// Logs never hold passwords, codes or tokens (DESIGN §7): headers are redacted by pino, and the
// tokens that travel in SPA paths (/reset/{token}, /fbslogin/{token}) are cut from logged URLs.
export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers["x-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]',
];

export function redactUrl(url: string): string {
  return url.replace(/\/(reset|fbslogin)\/[^/?#]+/g, '/$1/[redacted]').replace(/([?&](token|otp|code)=)[^&]*/gi, '$1[redacted]');
}

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method, url: redactUrl(req.url), remoteAddress: req.ip,
});
