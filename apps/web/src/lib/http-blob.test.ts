// @vitest-environment jsdom
import { STORAGE_KEYS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { postForBlob } from './http.ts';

function replyWith(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('postForBlob (spec §7 downloads)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the body with the token and gives the file with its UTF-8 name (RFC 6266 filename*)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    const fetchMock = replyWith(new Response('a,b\n1,2\n', { headers: {
      'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Prix - cafe.csv"; filename*=UTF-8\'\'Prix%20-%20caf%C3%A9.csv',
    } }));
    const { blob, fileName } = await postForBlob('/api/v1/impcoaching/task/download/', { id: 4 });
    expect(fileName).toBe('Prix - café.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/impcoaching/task/download/');
    expect(init?.body).toBe('{"id":4}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-9');
  });

  it('falls back to the plain filename, and to none', async () => {
    replyWith(new Response('x', { headers: { 'Content-Disposition': 'attachment; filename="plan.pdf"' } }));
    expect((await postForBlob('/d', {})).fileName).toBe('plan.pdf');
    replyWith(new Response('x'));
    expect((await postForBlob('/d', {})).fileName).toBeNull();
  });

  it('throws the failure with the server\'s message', async () => {
    replyWith(new Response(JSON.stringify({ status: 404, error: 'Not found.', message: 'Not found.' }), { status: 404 }));
    const error = await postForBlob('/d', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});
