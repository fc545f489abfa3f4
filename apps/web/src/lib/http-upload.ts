import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract';
import { describeForm, sendAction } from './action-keys.ts';
import { buildHeaders, failureOf, type Parser } from './http.ts';
import { HttpError } from './http-error.ts';
import { readToken } from './session/stored-session.ts';

export interface UploadOptions<T> {
  schema: Parser<T>;
  /** spec §5: a resource upload succeeds only with 201. */
  expectStatus?: number;
  /** Called as the body goes out: bytes sent of the total (XMLHttpRequest upload progress events). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress (fetch reports none): the same headers, credentials and
 * 401/419/500 handling as every other call (lib/http.ts, spec §7, §8), through XMLHttpRequest.
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const token = readToken();
  // DESIGN §5: an upload is one user action, sent with its key (lib/action-keys.ts).
  const answer = await sendAction(`POST ${path}\n${describeForm(form)}`, (key) => sendForm(path, form, key, token, options));
  const { status, payload } = answer;
  if (status < 200 || status >= 300) throw failureOf(status, answer.retryAfter, payload, token !== null);
  if (options.expectStatus !== undefined && status !== options.expectStatus) {
    throw new HttpError(status, { message: `Unexpected reply status ${status}.` });
  }
  const data = typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : payload;
  return options.schema.parse(data);
}

interface UploadAnswer { status: number; retryAfter: string | null; payload: unknown }

function sendForm(path: string, form: FormData, key: string, token: string | null, options: UploadOptions<unknown>): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    buildHeaders(token, false).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, key);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) options.onProgress?.(e.loaded, e.total); };
    xhr.onload = () => {
      let payload: unknown = null;
      try { payload = xhr.responseText ? JSON.parse(xhr.responseText) as unknown : null; } catch { payload = null; }
      resolve({ status: xhr.status, retryAfter: xhr.getResponseHeader('Retry-After'), payload });
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
