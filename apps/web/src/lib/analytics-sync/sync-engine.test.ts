// @vitest-environment jsdom
import { ANALYTICS_FLUSH_MS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingQueue, pendingKey, type SyncKind } from './pending-queue.ts';
import { createSyncEngine, type SyncBody, type SyncTransport } from './sync-engine.ts';

interface Call {
  kind: SyncKind;
  body: SyncBody;
  signal?: AbortSignal;
  keepalive?: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A transport whose requests stay open until the test settles them. */
function manualTransport() {
  const calls: Call[] = [];
  const transport: SyncTransport = {
    send: (kind, body, { signal, keepalive }) => new Promise((resolve, reject) => {
      const call: Call = { kind, body: structuredClone(body), signal, keepalive, resolve: () => resolve({ received: body.data.length }), reject };
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      calls.push(call);
    }),
  };
  return { calls, transport };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(storage: Storage = localStorage, userId: number | null = 7) {
  const queue = new PendingQueue(pendingKey(7), storage);
  const { calls, transport } = manualTransport();
  const log = vi.fn();
  const engine = createSyncEngine({ queue, transport, getUserId: () => userId, log });
  return { queue, calls, engine, log };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pending queue', () => {
  it('merges an entry into the pending one with the same id (spec §4)', () => {
    const { queue } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    queue.add('training', { id: 'b', event: 'item_checked' });
    queue.add('training', { id: 'a', seconds: 10, completed: true });
    expect(queue.peek('training', 10).map((p) => p.entry)).toEqual([
      { id: 'a', seconds: 10, completed: true },
      { id: 'b', event: 'item_checked' },
    ]);
    expect(queue.size('flash')).toBe(0);
  });

  it('keeps the lists of flash items and training entries apart', () => {
    const { queue } = setup();
    queue.add('flash', { id: 'a', status: 'viewed' });
    queue.add('training', { id: 'a', seconds: 5 });
    expect(queue.peek('flash', 10).map((p) => p.entry)).toEqual([{ id: 'a', status: 'viewed' }]);
  });
});

describe('sync engine', () => {
  it('drains before logout: the last figures are recorded, a send under way is waited for, then the rest goes', async () => {
    const queue = new PendingQueue(pendingKey(7), localStorage);
    const { calls, transport } = manualTransport();
    const engine = createSyncEngine({ queue, transport, getUserId: () => 7, log: vi.fn(),
      beforeHide: () => queue.add('training', { id: 'time', seconds: 42 }) });
    queue.add('flash', { id: 'f', status: 'viewed' });
    void engine.flush();
    expect(calls.map((c) => c.kind)).toEqual(['flash']);
    let drained = false;
    const draining = engine.drain().then(() => { drained = true; });
    queue.add('flash', { id: 'f', status: 'completed' }); // changed while the first send is open
    await settle();
    expect(calls.map((c) => c.kind)).toEqual(['flash']); // the send under way is waited for
    expect(drained).toBe(false);
    calls[0]!.resolve();
    await settle();
    expect(calls.slice(1).map((c) => [c.kind, c.body.data])).toEqual([
      ['training', [{ id: 'time', seconds: 42 }]],
      ['flash', [{ id: 'f', status: 'completed' }]],
    ]);
    calls[1]!.resolve();
    calls[2]!.resolve();
    await draining;
    expect([queue.size('flash'), queue.size('training')]).toEqual([0, 0]);
  });

  it('sends only the lists it is given; the others wait for their own page, and a failure keeps its message', async () => {
    const queue = new PendingQueue(pendingKey(7), localStorage);
    const { calls, transport } = manualTransport();
    const engine = createSyncEngine({ queue, transport, kinds: ['lesson'], getUserId: () => 7, log: vi.fn() });
    queue.add('training', { id: 't', seconds: 5 });
    queue.add('lesson', { id: 'lesson-texts:4:9', notes: 'Zażółć 日本語' });
    expect(queue.find('lesson', 'lesson-texts:4:9')).toEqual({ id: 'lesson-texts:4:9', notes: 'Zażółć 日本語' });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls.map((c) => c.kind)).toEqual(['lesson']);
    calls[0]!.reject(new Error('Notes must be at most 10000 characters.'));
    await settle();
    expect(engine.getState().error.lesson).toBe(true);
    expect(engine.getState().message.lesson).toBe('Notes must be at most 10000 characters.');
    engine.flushOnHide();
    expect(calls.map((c) => [c.kind, c.keepalive])).toEqual([['lesson', undefined], ['lesson', true]]);
    calls[1]!.resolve();
    await settle();
    expect(queue.find('lesson', 'lesson-texts:4:9')).toBeNull();
    expect(engine.getState()).toMatchObject({ error: { lesson: false }, message: { lesson: '' } });
    expect(queue.size('training')).toBe(1);
    engine.stop();
  });

  it(`sends every ${ANALYTICS_FLUSH_MS} ms, only the lists that have entries`, async () => {
    const { queue, calls, engine } = setup();
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2);
    expect(calls).toHaveLength(0); // nothing pending: no request at all

    queue.add('training', { id: 'a', seconds: 5 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: 'training', body: { data: [{ id: 'a', seconds: 5 }], user_id: 7 } });

    queue.add('flash', { id: 'f', status: 'viewed' });
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls.map((c) => c.kind)).toEqual(['training', 'flash']);
    engine.stop();
  });

  it('empties the list after a successful send', async () => {
    const { queue, calls, engine } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    queue.add('flash', { id: 'f', status: 'viewed' });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    calls.forEach((c) => c.resolve());
    await settle();
    expect(queue.size('training')).toBe(0);
    expect(queue.size('flash')).toBe(0);
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}')).toMatchObject({ training: [], flash: [] });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls).toHaveLength(2); // emptied lists are not sent again
    engine.stop();
  });

  it('keeps entries added or changed while a send is under way, and does not overlap sends', async () => {
    const { queue, calls, engine } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    queue.add('training', { id: 'b', event: 'video_progress', percent: 10 });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls).toHaveLength(1);

    queue.add('training', { id: 'b', percent: 20 }); // changed after it was sent
    queue.add('training', { id: 'c', event: 'item_checked' }); // new
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls).toHaveLength(1); // the first send is still open: the tick waits

    calls[0]!.resolve();
    await settle();
    expect(queue.peek('training', 10).map((p) => p.entry)).toEqual([
      { id: 'b', event: 'video_progress', percent: 20 },
      { id: 'c', event: 'item_checked' },
    ]);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls[1]!.body.data).toEqual([{ id: 'b', event: 'video_progress', percent: 20 }, { id: 'c', event: 'item_checked' }]);
    engine.stop();
  });

  it('on failure keeps the entries, logs the message, sets the error flag, and retries next tick', async () => {
    const { queue, calls, engine, log } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    calls[0]!.reject(new Error('Network down'));
    await settle();
    expect(log).toHaveBeenCalledWith('Network down');
    expect(engine.getState().error.training).toBe(true);
    expect(queue.size('training')).toBe(1);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.data).toEqual([{ id: 'a', seconds: 5 }]);
    calls[1]!.resolve();
    await settle();
    expect(queue.size('training')).toBe(0);
    engine.stop();
  });

  it('a cancelled send clears the error flag and keeps the entries (leaving the lesson page)', async () => {
    const { queue, calls, engine, log } = setup();
    queue.add('flash', { id: 'f', status: 'viewed' });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    calls[0]!.reject(new Error('Bad gateway'));
    await settle();
    expect(engine.getState().error.flash).toBe(true);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls[1]!.signal?.aborted).toBe(false);
    engine.stop();
    await settle();
    expect(calls[1]!.signal?.aborted).toBe(true);
    expect(engine.getState().error.flash).toBe(false);
    expect(log).toHaveBeenCalledTimes(1); // the cancel is not logged
    expect(queue.size('flash')).toBe(1);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3);
    expect(calls).toHaveLength(2); // stopped: no more ticks
  });

  it('sends nothing without a user id in the stored session', async () => {
    const { queue, calls, engine } = setup(localStorage, null);
    queue.add('training', { id: 'a', seconds: 5 });
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2);
    expect(calls).toHaveLength(0);
    expect(queue.size('training')).toBe(1);
    engine.stop();
  });

  it('survives a reload: a new engine reads the pending entries from localStorage and sends them', async () => {
    const first = setup();
    first.queue.add('training', { id: 'a', seconds: 5 });
    first.queue.add('flash', { id: 'f', status: 'viewed' });
    first.engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(first.calls).toHaveLength(2);
    first.engine.stop(); // the tab closes mid-send: nothing was acknowledged

    const second = setup(); // a fresh queue and engine on the same storage, as after a reload
    expect(second.queue.size('training')).toBe(1);
    second.engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(second.calls.map((c) => [c.kind, c.body.data])).toEqual([
      ['training', [{ id: 'a', seconds: 5 }]],
      ['flash', [{ id: 'f', status: 'viewed' }]],
    ]);
    second.calls.forEach((c) => c.resolve());
    await settle();
    expect(new PendingQueue(pendingKey(7), localStorage).size('training')).toBe(0);
    second.engine.stop();
  });

  it('a late acknowledgement never removes an entry recorded again after an earlier success', async () => {
    const { queue, calls, engine } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    engine.start();
    engine.flushOnHide(); // keepalive carries a@v1
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS); // the tick carries a@v1 too
    calls[1]!.resolve();
    await settle();
    queue.add('training', { id: 'a', seconds: 10 }); // recorded again after a@v1 was acknowledged
    calls[0]!.resolve(); // the keepalive's late acknowledgement of a@v1
    await settle();
    expect(queue.peek('training', 10).map((p) => p.entry)).toEqual([{ id: 'a', seconds: 10 }]);
    engine.stop();
  });

  it('on page hide sends what remains with keepalive, and removes it once acknowledged', async () => {
    const { queue, calls, engine } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    queue.add('flash', { id: 'f', status: 'viewed' });
    engine.start();
    engine.flushOnHide();
    expect(calls.map((c) => [c.kind, c.keepalive])).toEqual([['training', true], ['flash', true]]);
    calls.forEach((c) => c.resolve());
    await settle();
    expect(queue.size('training') + queue.size('flash')).toBe(0);
    engine.stop();
  });

  it('lets the page add its last figures right before the page-hide send', () => {
    const queue = new PendingQueue(pendingKey(7), localStorage);
    const { calls, transport } = manualTransport();
    const engine = createSyncEngine({ queue, transport, getUserId: () => 7, beforeHide: () => queue.add('training', { id: 'view', seconds: 42 }) });
    engine.flushOnHide();
    expect(calls[0]?.body.data).toEqual([{ id: 'view', seconds: 42 }]);
  });

  it('sends each change once when pagehide and visibilitychange fire together', async () => {
    const { queue, calls, engine } = setup();
    queue.add('training', { id: 'a', seconds: 5 });
    engine.flushOnHide();
    engine.flushOnHide();
    expect(calls).toHaveLength(1);
    queue.add('training', { id: 'a', seconds: 6 }); // changed since: goes again
    engine.flushOnHide();
    expect(calls.map((c) => c.body.data)).toEqual([[{ id: 'a', seconds: 5 }], [{ id: 'a', seconds: 6 }]]);
    calls[0]!.reject(new Error('offline'));
    await settle();
    engine.flushOnHide(); // the failed one is no longer under way, but a@v1 was superseded: only v2 is pending and in flight
    expect(calls).toHaveLength(2);
  });

  it('keeps working from memory when storage is full', async () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    const { queue, calls, engine } = setup(full);
    queue.add('training', { id: 'a', seconds: 5 });
    queue.add('training', { id: 'b', seconds: 1 });
    expect(queue.size('training')).toBe(2);
    engine.start();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(calls[0]!.body.data).toHaveLength(2);
    engine.stop();
  });
});
