// @vitest-environment jsdom
import { MESSAGES, STORAGE_KEYS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { get, post, request } from './http.ts';

vi.mock('./navigation.ts', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));
vi.mock('./toast.ts', () => ({ notifyErrorBrief: vi.fn() }));
const { reloadPage } = await import('./navigation.ts');
const { notifyErrorBrief } = await import('./toast.ts');

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(body === null ? null : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('HTTP client (spec §7, §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends the stored token, the XHR marker, cookies and JSON', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const fetchMock = reply(200, { status: 200, data: { ok: true } });
    await expect(post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-token')).toBe('tok-1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no token and no JSON type when there is nothing to send', async () => {
    const fetchMock = reply(200, { status: 200, data: [] });
    await get('/api/y');
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('leaves multipart bodies to the browser', async () => {
    const fetchMock = reply(200, { status: 200, data: {} });
    const form = new FormData();
    form.append('_method', 'POST');
    await request('POST', '/api/upload', { form });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('checks replies against the schema it is given', async () => {
    reply(200, { status: 200, data: { n: 'not a number' } });
    const schema = { parse: (v: unknown) => { if (typeof (v as { n: unknown }).n !== 'number') throw new Error('bad'); return v; } };
    await expect(post('/api/z', {}, { schema })).rejects.toThrow('bad');
  });

  it.each([401, 419])('on %i with a session: clears storage, says Session Expired, reloads', async (status) => {
    // expiry happens once per page load: a fresh module graph per case
    vi.resetModules();
    const fresh = await import('./http.ts');
    const navigation = await import('./navigation.ts');
    const toast = await import('./toast.ts');
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, 'x');
    reply(status, { status, error: 'Unauthenticated.', message: 'Unauthenticated.' });
    const error = (await fresh.post('/api/x').catch((e: unknown) => e)) as { status: number; handled: boolean };
    expect(error.status).toBe(status);
    expect(error.handled).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(toast.notifyErrorBrief).toHaveBeenCalledWith(MESSAGES.sessionExpired);
    expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('on 500 only logs the generic message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reply(500, { status: 500, error: 'Server error', message: 'Server error' });
    const error = (await get('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.handled).toBe(true);
    expect(log).toHaveBeenCalledWith(MESSAGES.serverError);
    expect(notifyErrorBrief).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('passes other failures to the caller with their fields and Retry-After', async () => {
    reply(422, { status: 422, error: { email: ['Enter a valid email address.'] }, message: 'The given data was invalid.' });
    const invalid = (await post('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(invalid.handled).toBe(false);
    expect(invalid.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });

    reply(429, { status: 429, error: 'Too many attempts.', message: 'Too many attempts.' }, { 'Retry-After': '42' });
    const limited = (await post('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(limited.status).toBe(429);
    expect(limited.retryAfterS).toBe(42);
  });

  it('does not expire anything on a 401 without a session (a failed sign-in)', async () => {
    reply(401, { status: 401, error: 'Unauthenticated.', message: 'Unauthenticated.' });
    const error = (await post('/api/auth/x').catch((e: unknown) => e)) as HttpError;
    expect(error.handled).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('insists on the status a call must answer with', async () => {
    reply(200, { status: 200, data: {} });
    await expect(post('/api/v1/tickets', {}, { expectStatus: 201 })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('Idempotency-Key (DESIGN §5)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const keyOf = (call: unknown[] | undefined) => new Headers((call?.[1] as RequestInit | undefined)?.headers).get('idempotency-key');

  it('sends one key per write, the same for a double click, none for a read or a /gapi query', async () => {
    const fetchMock = reply(200, { status: 200, data: {} });
    await Promise.all([post('/api/notes/store', { title: 'A' }), post('/api/notes/store', { title: 'A' })]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await post('/api/notes/store', { title: 'A' });
    await get('/api/notes');
    await request('POST', '/gapi', { body: { query: 'query { x }' }, envelope: false, idempotent: false });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([null, null]);
  });
});
