import fc from 'fast-check';
import type { RegisteredRoute } from '../support/route-table.ts';
import { contentTypes, HOSTILE_STRINGS, hostileRawBody, hostileValue } from './hostile.ts';
import type { FuzzEntry } from './rest-entries.ts';
import { bodyFor } from './schema-arbitrary.ts';

/** `forged`: no real session, but hostile credentials (malformed tokens, cookies) in the headers. */
export type Caller = 'anonymous' | 'forged' | 'client' | 'coach' | 'admin';
export interface RestCase {
  method: string; url: string; caller: Caller; remoteAddress: string;
  headers: Record<string, string>; payload?: string | Buffer;
}

/** encodeURIComponent refuses lone surrogates; those go out as the raw (invalid) UTF-8 bytes. */
const pathSafe = (s: string) => { try { return encodeURIComponent(s); } catch { return '%ED%A0%80'; } };

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, '2147483648', '00001', '1.0', '%2e%2e', '..', '226', 'theme.json', 'a'.repeat(5000)).map(pathSafe) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(pathSafe) },
);
/** Storage keys look like `avatars/<32 hex>.webp`; near misses and traversal attempts. */
const fileKey = fc.oneof(
  fc.stringMatching(/^(avatars|lessons|resources)\/[0-9a-f]{32}\.(webp|png|svg|pdf)$/),
  fc.constantFrom('../../etc/passwd', '..%2f..%2fetc%2fpasswd', 'avatars/%00.webp', 'avatars/..', '%ED%A0%80', ''),
  segment,
);

function pathOf(url: string): fc.Arbitrary<string> {
  const parts = url.split(/(:[A-Za-z]+|\*)/);
  return fc.tuple(...parts.map((p) => (p === '*' ? fileKey : p.startsWith(':') ? segment : fc.constant(p)))).map((xs) => xs.join(''));
}

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('user_id', 'id', 'q', 'category', 'favourites', '__proto__[x]', 'constructor[prototype][y]', 'a[]', 'token', 'brand'), hostileValue.map(String), { maxKeys: 3 })
    .map((q) => `?${Object.entries(q).map(([k, v]) => `${pathSafe(k)}=${pathSafe(v)}`).join('&')}`) },
);

const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
/** Credentials an attacker makes up: malformed, oversized, of another scheme, or sent twice. */
const forged = fc.record({
  authorization: fc.option(fc.oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(8000)}`, 'Bearer null', 'Bearer undefined', 'bearer x, Bearer y'),
    fc.string({ maxLength: 80 }).map((s) => headerSafe(`Bearer ${s}`)),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((s) => `Bearer ${s}`),
  ), { nil: undefined }),
  'x-token': fc.option(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS).map(headerSafe), fc.stringMatching(/^[0-9a-f]{64}$/)), { nil: undefined }),
  cookie: fc.option(fc.constantFrom('pas_device=%00', 'pas_device=' + 'x'.repeat(5000), 'pas_signin=..%2F; pas_device=a', 'pas_signin=' + 'f'.repeat(64), 'pas_device="unterminated', '=; ;=;', '__proto__=1; constructor=2')
    .map(headerSafe), { nil: undefined }),
}).map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);

const json = (v: unknown) => JSON.stringify(v) ?? 'null';

function bodies(entry: FuzzEntry): fc.Arbitrary<string | Buffer | undefined> {
  if (entry.body === 'multipart') return fc.constant(undefined); // see multipartCase
  const generated = entry.body === 'none' || entry.body === 'json' ? fc.jsonValue({ maxDepth: 3 }) : bodyFor(entry.body);
  return fc.oneof(
    { weight: entry.body === 'none' ? 1 : 8, arbitrary: generated.map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: hostileRawBody },
    { weight: entry.body === 'none' ? 4 : 1, arbitrary: fc.constant(undefined) },
  );
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The photo form: fields from ProfilePhotoFields with hostile values, a file part of good or bad bytes and names. */
const multipart = fc.record({
  id: fc.oneof(fc.integer({ min: 1, max: 60 }).map((n) => Buffer.from(String(n)).toString('base64')), hostileValue.map(String)),
  method: fc.constantFrom('POST', 'PUT', '', '\u0000'),
  file: fc.oneof(fc.constant(TINY_PNG), fc.uint8Array({ maxLength: 2000 }).map(Buffer.from), fc.constant(Buffer.concat([TINY_PNG, Buffer.from('<?php system($_GET[1]); ?>')])), fc.constant(null)),
  filename: fc.constantFrom('a.png', '../../x.png', 'a"\r\nX-Injected: 1.png', '\u0000.png', '%00.png', 'a'.repeat(1000), ''),
  truncate: fc.boolean(),
}).map(({ id, method, file, filename, truncate }) => {
  const b = 'fuzzboundary';
  const field = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts = [Buffer.from(field('id', id) + field('_method', method))];
  if (file) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from('\r\n'));
  const body = Buffer.concat([...parts, Buffer.from(`--${b}--\r\n`)]);
  return { payload: truncate ? body.subarray(0, Math.floor(body.length / 2)) : body, type: `multipart/form-data; boundary=${b}` };
});

/** One arbitrary request to a route, shaped by its fuzz entry. */
export function restCases(route: RegisteredRoute, entry: FuzzEntry): fc.Arbitrary<RestCase> {
  const callers: Caller[] = entry.caller === 'user' ? ['client', 'client', 'coach', 'admin', 'anonymous', 'forged'] : ['anonymous', 'anonymous', 'forged', 'client'];
  const payload = entry.body === 'multipart'
    ? fc.oneof({ weight: 4, arbitrary: multipart }, { weight: 1, arbitrary: fc.record({ payload: bodies({ ...entry, body: 'json' }), type: contentTypes }) })
    : fc.record({ payload: bodies(entry), type: contentTypes });
  return fc.record({
    path: pathOf(route.url), query, caller: fc.constantFrom(...callers), body: payload,
    ip: fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 })).map(([a, b]) => `10.${a}.${b}.7`),
    tenant: fc.option(fc.constantFrom('226', '227', '0', '-1', '99999999999', 'abc', '\u00e9'), { nil: undefined }),
    // Issue 23: the host picks the tenant; odd hosts are no host (the default tenant answers).
    host: fc.option(fc.constantFrom('HARBOUR.portal.test.', 'summit.portal.test:3000', '[::1]:3000', 'a..b', 'x:1:2', 'localhost:99999', '-.example', 'é.example'), { nil: undefined }),
    credentials: forged,
    signature: fc.option(fc.constantFrom('t=1,v1=00', 't=abc', '', 'v1=' + 'f'.repeat(64), `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`), { nil: undefined }),
  }).map(({ path, query: q, caller, body, ip, tenant, host, credentials, signature }) => {
    const headers: Record<string, string> = caller === 'forged' ? { ...credentials } : {};
    if (body.payload !== undefined && body.type) headers['content-type'] = body.type;
    if (tenant !== undefined) headers['x-tenant-id'] = tenant;
    if (host !== undefined) headers.host = host;
    if (entry.signatureHeader && signature !== undefined) headers[entry.signatureHeader] = signature;
    return { method: route.method, url: path + q, caller, remoteAddress: ip, headers, ...(route.method === 'GET' || route.method === 'HEAD' || body.payload === undefined ? {} : { payload: body.payload }) };
  });
}
