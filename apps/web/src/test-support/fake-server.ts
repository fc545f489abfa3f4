import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

export type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

export const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** The spec §5 envelope of a success. */
export const ok = (data: unknown) => reply(200, { status: 200, data });
/** The spec §8 shape of a refusal. */
export const refuse = (status: number, message: string) => reply(status, { status, error: message, message });

/**
 * A page's tests against a fake server: each fetch is answered by the handler of its path (404 for
 * any other), and every call is recorded. `routes()` gives each test's starting handlers. jsdom's
 * <dialog> gets showModal and close as the browser's, without the top layer.
 */
export function installFakeServer(routes: () => Record<string, Handler>, before: () => void = () => undefined) {
  const server = { routes: {} as Record<string, Handler>, sent: [] as [string, Record<string, unknown>][] };
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  beforeEach(() => {
    before();
    server.sent.length = 0;
    server.routes = routes();
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {};
      server.sent.push([url, body]);
      const handler = server.routes[url];
      return handler ? handler(body) : refuse(404, 'Not found.');
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  /** The bodies sent to `path`, in order. */
  const sentTo = (path: string) => server.sent.filter(([url]) => url === path).map(([, body]) => body);
  return { server, sentTo };
}
