import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// DESIGN §7: strict CSP (no inline script or style), object-src/base-uri none, no framing,
// nosniff everywhere, HSTS in production, and nothing cached unless a route says so.
export function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const connect = ["'self'"];
  if (config.ipLookupUrl) connect.push(new URL(config.ipLookupUrl).origin);
  const stripe = config.stripe.publishableKey ? ' https://js.stripe.com' : '';
  if (stripe) connect.push('https://api.stripe.com');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${stripe}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // Stripe Elements and its 3-D Secure challenges run in Stripe's frames.
    `frame-src 'self'${stripe ? `${stripe} https://hooks.stripe.com` : ''}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].filter((d) => config.production || d !== 'upgrade-insecure-requests').join('; ');
  // Built once; every reply (API, files, the SPA, errors) gets the same set.
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(headers);
    // Issue 8: API and /gapi replies carry personal data and tokens; no cache may keep them. Only
    // routes that chose a policy (static assets, themes, stored files, the SPA) keep their own.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A route may ask for less: the calendar feed sends none (its address is the credential, decision 011).
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
