import { IDEMPOTENCY_KEY_HEADER, MESSAGES } from '@portal/contract';
import { describeForm, sendAction } from './action-keys.ts';
import { HttpError, isFailBody } from './http-error.ts';
import { expireSession } from './session/expire-session.ts';
import { readToken } from './session/stored-session.ts';
import { currentTenant } from './tenant.ts';

/** Anything with zod's `parse` shape; replies are checked against the contract's schemas. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  body?: unknown;
  form?: FormData;
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** false for replies that are not the `{status, data}` envelope (GraphQL). */
  envelope?: boolean;
  /** spec §5: some calls succeed only with one status (a ticket needs 201). */
  expectStatus?: number;
  /** Lets the call outlive the page (pagehide sends); unlike sendBeacon it keeps the headers. */
  keepalive?: boolean;
  /**
   * false for a POST that neither creates nor sends anything (a /gapi query): it goes without an
   * Idempotency-Key. Every other POST is one user action, safe to repeat (lib/action-keys.ts).
   */
  idempotent?: boolean;
}

/**
 * spec §7: every call carries cookies, the XMLHttpRequest marker and the stored token (bearer and
 * x-token). spec §8: 401/419 expire the session, 500 is only logged, other failures go to the caller.
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = readToken();
  const json = options.form === undefined && method !== 'GET';
  const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const send = async (key: string | null) => {
    const headers = buildHeaders(token, json);
    if (key) headers.set(IDEMPOTENCY_KEY_HEADER, key);
    const response = await fetch(path, { method, headers, body, credentials: 'include', signal: options.signal, keepalive: options.keepalive });
    return { status: response.status, response, payload: await readJson(response) };
  };
  // DESIGN §5: a write is one user action, sent with its key; the same write again shares it.
  const action = method === 'GET' || options.idempotent === false ? null
    : `${method} ${path}\n${options.form ? describeForm(options.form) : body ?? ''}`;
  const { response, payload } = await (action === null ? send(null) : sendAction(action, send, options.signal === undefined));
  if (!response.ok) throw failure(response, payload, token !== null);
  if (options.expectStatus !== undefined && response.status !== options.expectStatus) {
    throw new HttpError(response.status, { message: `Unexpected reply status ${response.status}.` });
  }
  const data = options.envelope === false ? payload : unwrap(payload);
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const get = <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options);
export const post = <T>(path: string, body: unknown = {}, options?: RequestOptions<T>) =>
  request<T>('POST', path, { ...options, body });
/** A whole resource replaced (issue 20: the coach's availability); one user action, with its key like a POST. */
export const put = <T>(path: string, body: unknown, options?: RequestOptions<T>) =>
  request<T>('PUT', path, { ...options, body });

/** A call whose reply is a file (spec §7 downloads): the blob and the name its Content-Disposition gives. */
export async function postForBlob(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readToken();
  const response = await fetch(path, { method: 'POST', headers: buildHeaders(token, true), body: JSON.stringify(body), credentials: 'include' });
  if (!response.ok) throw failure(response, await readJson(response), token !== null);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** A GET whose reply is a file (an export): the blob and the name its Content-Disposition gives. */
export async function getForBlob(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readToken();
  const response = await fetch(path, { method: 'GET', headers: buildHeaders(token, false), credentials: 'include' });
  if (!response.ok) throw failure(response, await readJson(response), token !== null);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** RFC 6266: filename* (UTF-8) first, then the plain filename. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try { return decodeURIComponent(extended[1]); } catch { /* the plain name follows */ }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** The headers of every call (spec §7): also used by uploads sent through XMLHttpRequest (http-upload.ts). */
export function buildHeaders(token: string | null, json: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    // signed-out calls (sign-in, reset) act on the brand's tenant
    'X-Tenant-Id': String(currentTenant()),
  });
  if (json) headers.set('Content-Type', 'application/json');
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('x-token', token);
  }
  // No X-XSRF-TOKEN echo: no route reads it (the token authenticates, decision 002), and reading
  // document.cookie is a synchronous trip to the browser's network process on every call.
  return headers;
}

function failure(response: Response, payload: unknown, hadSession: boolean): HttpError {
  return failureOf(response.status, response.headers.get('Retry-After'), payload, hadSession);
}

/** A refused call as the caller sees it (spec §8), from its status, Retry-After header and body. */
export function failureOf(status: number, retryAfterHeader: string | null, payload: unknown, hadSession: boolean): HttpError {
  const body = isFailBody(payload) ? payload : null;
  if ((status === 401 || status === 419) && hadSession) {
    expireSession();
    return new HttpError(status, body, null, true);
  }
  if (status === 500) {
    console.error(MESSAGES.serverError);
    return new HttpError(status, body, null, true);
  }
  const retryAfter = Number(retryAfterHeader);
  return new HttpError(status, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function unwrap(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : payload;
}
