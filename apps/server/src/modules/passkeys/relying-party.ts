import type { FastifyRequest } from 'fastify';
import { PASSKEY_MESSAGES } from '@portal/contract';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

/** The relying party of one request: the RP ID (the host's name) and the origin the browser must report. */
export interface RelyingParty { id: string; origin: string }

// A DNS name of letters, digits and hyphens, with at least one letter in its last label: never an IP
// address (WebAuthn refuses those as RP IDs), never a port, user or path.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DNS_NAME = new RegExp(`^(?:${LABEL}\\.)*(?=[a-z0-9-]*[a-z])${LABEL}$`);
/** What a Host header may hold here: a name and an optional port, nothing else. */
const HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;

/**
 * Issue 22: the RP ID and origin come from the host the request was served on (the Host header, or
 * X-Forwarded-Host and -Proto behind a trusted proxy), so a tenant on its own domain works without
 * configuration. A forged Host only changes what the server expects: the browser writes the page's
 * real origin into clientDataJSON and the authenticator signs the hash of the RP ID it was asked
 * for, scoped to the site the user is on, so a response made elsewhere never matches
 * (docs/security.md "Passkeys"). The scheme is https when the request came over TLS, a trusted proxy
 * says so, or the portal's public address is https (a TLS proxy that is not trusted for addresses).
 */
export function relyingPartyOf(req: FastifyRequest, config: Pick<Config, 'publicUrl'>): RelyingParty {
  const scheme = req.protocol === 'https' || config.publicUrl.startsWith('https:') ? 'https' : 'http';
  if (!HOST.test(req.host)) throw unavailable();
  // URL refuses what the pattern lets through (a port over 65535): no address for passkeys either.
  let url: URL;
  try { url = new URL(`${scheme}://${req.host}`); } catch { throw unavailable(); }
  const id = url.hostname;
  if (!DNS_NAME.test(id) || id.length > 253) throw unavailable();
  // The origin as a browser writes it: lower case, without the scheme's default port.
  return { id, origin: url.origin };
}

const unavailable = () => new HttpError(400, PASSKEY_MESSAGES.unavailable);
