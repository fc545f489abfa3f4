import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents, LIVE_BACKOFF_MS, LIVE_SILENCE_MS } from './live-events.ts';

// decision 017: the app's event stream, read with fetch. A fake server: each call gets a body the
// test writes frames to, or a status.
interface Call { init: RequestInit; push(text: string): void; end(): void }

function fakeServer() {
  const calls: Call[] = [];
  const statuses: number[] = [];
  const fetch = vi.fn(async (_path: RequestInfo | URL, init: RequestInit = {}) => {
    const status = statuses.shift() ?? 200;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start(c) { controller = c; } });
    init.signal?.addEventListener('abort', () => { try { controller.error(new Error('aborted')); } catch { /* closed */ } });
    const encoder = new TextEncoder();
    calls.push({ init, push: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() });
    return new Response(status === 200 ? body : null, { status });
  });
  return { calls, statuses, fetch: fetch as unknown as typeof globalThis.fetch };
}
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('live events', () => {
  it('opens one stream with the bearer header, hands events to listeners and says it is live', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ fetch: server.fetch, readToken: () => 'tok' });
    const heard: string[] = [];
    live.subscribe((t) => heard.push(t));
    await flush();
    expect(server.calls).toHaveLength(1);
    const headers = server.calls[0]!.init.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(live.isLive()).toBe(false);
    server.calls[0]!.push('event: ready\ndata: {}\n\n: heartbeat\n\nevent: ma');
    await flush();
    expect(live.isLive()).toBe(true);
    server.calls[0]!.push('il\ndata: {}\n\n');
    await flush();
    expect(heard).toEqual(['mail']);
  });

  it('reconnects with a growing pause, and asks for a resync once live again', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ fetch: server.fetch, readToken: () => 'tok' });
    const heard: string[] = [];
    live.subscribe((t) => heard.push(t));
    await flush();
    server.calls[0]!.push('event: ready\ndata: {}\n\n');
    await flush();
    server.calls[0]!.end();
    await flush();
    expect(live.isLive()).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0] - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.end(); // ended before it was ready: a failure in a row
    await flush();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0]);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[1] - LIVE_BACKOFF_MS[0]);
    expect(server.calls).toHaveLength(3);
    server.calls[2]!.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(live.isLive()).toBe(true);
    expect(heard).toEqual(['resync']);
  });

  it('takes a silent stream for dead and opens another', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ fetch: server.fetch, readToken: () => 'tok' });
    live.subscribe(() => {});
    await flush();
    server.calls[0]!.push('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS);
    expect(live.isLive()).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0]);
    expect(server.calls).toHaveLength(2);
  });

  it('stops for good when the session is gone or nobody is signed in', async () => {
    const server = fakeServer();
    server.statuses.push(401);
    const live = createLiveEvents({ fetch: server.fetch, readToken: () => 'tok' });
    live.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);

    const none = fakeServer();
    createLiveEvents({ fetch: none.fetch, readToken: () => null }).subscribe(() => {});
    await flush();
    expect(none.calls).toHaveLength(0);
  });

  it('closes the stream when the last listener leaves', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ fetch: server.fetch, readToken: () => 'tok' });
    const a = live.subscribe(() => {});
    const b = live.subscribe(() => {});
    await flush();
    a();
    expect(server.calls[0]!.init.signal!.aborted).toBe(false);
    b();
    expect(server.calls[0]!.init.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
  });
});
