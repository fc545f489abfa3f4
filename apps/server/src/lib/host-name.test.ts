import { describe, expect, it } from 'vitest';
import { requestHost, tenantHostname, urlOnHost } from './host-name.ts';

// Issue 23: the host of a request, and the hosts an operator gives a tenant, compared alike.
describe('a request\'s host as tenant hosts are stored', () => {
  it.each([
    ['portal.example.com', 'portal.example.com'],
    ['Portal.Example.COM', 'portal.example.com'],
    ['portal.example.com:8443', 'portal.example.com'],
    ['portal.example.com.', 'portal.example.com'],
    ['PORTAL.example.com.:443', 'portal.example.com'],
    ['  second.localhost:3000 ', 'second.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[2001:DB8::1]', '[2001:db8::1]'],
    ['xn--caf-dma.example', 'xn--caf-dma.example'],
  ])('%s → %s', (raw, host) => {
    expect(requestHost(raw)).toBe(host);
  });

  it.each([
    undefined, '', ' ', ':3000', 'portal.example.com:', 'portal.example.com:99999x', 'a..b', '.example.com', 'example.com..',
    'user@example.com', 'example.com/path', 'exa mple.com', '-bad.example', 'bad-.example', '[::1', '[::1]x', '[zz::1]',
    `${'a'.repeat(64)}.example`, `${'a.'.repeat(127)}a`, 'café.example', 'example.com:80:80',
  ])('%j is no host: the default tenant answers', (raw) => {
    expect(requestHost(raw)).toBeNull();
  });
});

describe('a host name an operator gives a tenant', () => {
  it.each([
    ['portal.example.com', 'portal.example.com'],
    ['Portal.Example.COM.', 'portal.example.com'],
    ['second.localhost', 'second.localhost'],
    ['café.example', 'xn--caf-dma.example'],
  ])('%s is kept as %s', (input, host) => {
    expect(tenantHostname(input)).toEqual({ ok: true, host });
  });

  it.each([
    ['', 'empty'], ['https://portal.example.com', 'http'], ['portal.example.com/login', 'path'],
    ['portal.example.com:8443', 'port'], ['10.0.0.1', 'IP address'], ['[::1]', 'port'], ['under_score.example', 'letters'],
    ['a..b', 'letters'], [`${'a'.repeat(64)}.example`, '63'],
  ])('%j is refused (%s)', (input, why) => {
    const checked = tenantHostname(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toContain(why);
  });
});

describe('the portal\'s address on a tenant\'s host', () => {
  it('keeps PUBLIC_URL\'s scheme and port', () => {
    expect(urlOnHost('https://portal.example.com', 'coach.example.org')).toBe('https://coach.example.org');
    expect(urlOnHost('http://localhost:3000', 'second.localhost')).toBe('http://second.localhost:3000');
  });
});
