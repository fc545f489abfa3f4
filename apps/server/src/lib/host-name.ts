import { domainToASCII } from 'node:url';

// Issue 23, DESIGN §6: a request's host picks its tenant. Hosts are compared as the tenant_hosts
// table stores them: lower case, no port, no trailing dot, letters in their ASCII (punycode) form.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A name of dot-separated DNS labels (letters, digits, inner hyphens), 253 characters at most. */
const isDnsName = (name: string) => name.length > 0 && name.length <= 253 && name.split('.').every((l) => LABEL.test(l));

/**
 * The host of a request (its Host header, or X-Forwarded-Host behind a trusted proxy) as stored:
 * `Portal.Example.COM.:8443` → `portal.example.com`. An IPv6 literal (`[::1]:3000`) keeps its
 * brackets and loses its port; anything that is no host name — empty, a path, a user, spaces,
 * stray characters — is null, which no tenant claims (the default tenant answers).
 */
export function requestHost(raw: string | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  if (value.startsWith('[')) {
    const m = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(value);
    return m ? m[1]! : null;
  }
  const m = /^([^:]+?)\.?(?::\d{1,5})?$/.exec(value);
  if (!m) return null;
  return isDnsName(m[1]!) ? m[1]! : null;
}

export type HostCheck = { ok: true; host: string } | { ok: false; message: string };

/**
 * A hostname an operator gives a tenant (`npm run tenant -- create --host …`): made lower case,
 * its trailing dot dropped and international letters turned into punycode; refused when it carries
 * a scheme, a port, a path or an IP address, or is no DNS name.
 */
export function tenantHostname(input: string): HostCheck {
  const raw = input.trim();
  const bad = (why: string): HostCheck => ({ ok: false, message: `"${input}" is not a host name: ${why}.` });
  if (!raw) return bad('it is empty');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) return bad('give the name alone, without http:// or https://');
  if (raw.includes('/')) return bad('give the name alone, without a path');
  if (raw.includes(':') || raw.startsWith('[')) return bad('give the name without a port (and no IP address)');
  const ascii = domainToASCII(raw.replace(/\.$/, '').toLowerCase());
  if (!ascii) return bad('it has characters no host name may have');
  if (IPV4.test(ascii)) return bad('an IP address picks no tenant; use a DNS name');
  if (!isDnsName(ascii)) return bad('use letters, digits and hyphens between dots, at most 63 characters a label');
  return { ok: true, host: ascii };
}

/**
 * The portal's address on a tenant's host: PUBLIC_URL's scheme and port with that host, so links
 * in mail (reset, invitation, sign-in, unsubscribe) lead back to the tenant's own portal.
 */
export function urlOnHost(publicUrl: string, host: string): string {
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.toString().replace(/\/$/, '');
}
