// @vitest-environment jsdom
import { STORAGE_KEYS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.ts';
import { uploadForm } from './http-upload.ts';

vi.mock('./navigation.ts', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));
vi.mock('./toast.ts', () => ({ notifyErrorBrief: vi.fn() }));

/** A stand-in XMLHttpRequest that reports progress and answers `status` with `body`. */
function fakeXhr(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: { headers: Record<string, string>; body?: unknown; withCredentials?: boolean } = { headers: {} };
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    set withCredentials(v: boolean) { sent.withCredentials = v; }
    open() {}
    setRequestHeader(k: string, v: string) { sent.headers[k.toLowerCase()] = v; }
    getResponseHeader(k: string) { return headers[k] ?? null; }
    abort() { this.onabort?.(); }
    send(form: unknown) {
      sent.body = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadForm (XHR with progress, the HTTP client conventions)', () => {
  afterEach(() => { vi.unstubAllGlobals(); localStorage.clear(); });

  it('sends the token and XHR marker with credentials, reports progress and checks the reply', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    const sent = fakeXhr(201, { status: 201, data: ['ok'] });
    const progress: number[] = [];
    const data = await uploadForm('/up', new FormData(), { schema: z.array(z.string()), expectStatus: 201, onProgress: (s, t) => progress.push(s / t) });
    expect(data).toEqual(['ok']);
    expect(progress).toEqual([0.5, 1]);
    expect(sent.withCredentials).toBe(true);
    expect(sent.headers.authorization).toBe('Bearer tok-9');
    expect(sent.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent.headers['content-type']).toBeUndefined();
  });

  it('turns a refusal into an HttpError with its field messages, and a wrong status into an error', async () => {
    fakeXhr(415, { status: 415, error: { files: ['"a.pdf" does not contain what its name says.'] }, message: 'x' });
    const err = await uploadForm('/up', new FormData(), { schema: z.unknown() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).fieldErrors).toEqual({ files: ['"a.pdf" does not contain what its name says.'] });
    fakeXhr(200, { status: 200, data: [] });
    await expect(uploadForm('/up', new FormData(), { schema: z.unknown(), expectStatus: 201 })).rejects.toThrow('Unexpected reply status 200.');
  });

  it('expires the session on a 401 when signed in (spec §8)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    fakeXhr(401, { message: 'Unauthenticated.' });
    const err = await uploadForm('/up', new FormData(), { schema: z.unknown() }).catch((e: unknown) => e);
    expect((err as HttpError).handled).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
