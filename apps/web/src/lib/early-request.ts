// A request the app starts before the page that needs it has loaded, so the reply travels while the
// page's code does (DESIGN §9). The page's query takes the reply once; later reads fetch afresh.

const started = new Map<string, Promise<unknown>>();

/** Starts `request` now and keeps its reply under `key` for the page to take. */
export function startEarly(key: string, request: () => Promise<unknown>): void {
  const reply = request();
  // Not taken yet is not unhandled: the page that takes it handles the failure.
  reply.catch(() => undefined);
  started.set(key, reply);
}

/** The early reply for `key` if one was started and not taken yet; otherwise `request()` now. */
export function takeEarly(key: string, request: () => Promise<unknown>): Promise<unknown> {
  const reply = started.get(key);
  started.delete(key);
  return reply ?? request();
}
