import type { FastifyRequest } from 'fastify';
import type { BrowserInfo, LookupInfo } from '@portal/contract';
import type { z } from 'zod';
import type { ClientInfo } from './sessions.ts';

/** What a new session records of the browser that signed in (spec §7): the name it gives, and the IP lookup or the request's address. */
export function clientInfo(req: FastifyRequest, browser?: z.infer<typeof BrowserInfo>, lookup?: z.infer<typeof LookupInfo> | null): ClientInfo {
  const place = lookup ? [lookup.city, lookup.region, lookup.country].filter(Boolean).join(', ') : '';
  return {
    browser: browser?.name ? `${browser.name}${browser.version ? ` ${browser.version}` : ''}` : null,
    ip: lookup?.ip ?? req.ip,
    location: place || null,
  };
}
