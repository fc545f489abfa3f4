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
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    buildHeaders(token, false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) options.onProgress?.(e.loaded, e.total); };
    xhr.onload = () => {
      let payload: unknown = null;
      try { payload = xhr.responseText ? JSON.parse(xhr.responseText) as unknown : null; } catch { payload = null; }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failureOf(xhr.status, xhr.getResponseHeader('Retry-After'), payload, token !== null));
        return;
      }
      if (options.expectStatus !== undefined && xhr.status !== options.expectStatus) {
        reject(new HttpError(xhr.status, { message: `Unexpected reply status ${xhr.status}.` }));
        return;
      }
      try {
        const data = typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : payload;
        resolve(options.schema.parse(data));
      } catch (err) { reject(err instanceof Error ? err : new Error(String(err))); }
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
