// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers that the idle moment has come: each test loads a fresh copy.
const load = () => import('./after-idle.ts');

let idleCallbacks: IdleRequestCallback[];
const requestIdle = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
  idleCallbacks.push(callback);
  return idleCallbacks.length;
});
const runIdle = () => {
  const pending = idleCallbacks.splice(0);
  for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
};
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => { done = true; });
  return async () => {
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  idleCallbacks = [];
  requestIdle.mockClear();
  vi.stubGlobal('requestIdleCallback', requestIdle);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterIdle (DESIGN §9)', () => {
  it('waits for the load event and a second more, then for an idle moment, at most 2 s', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { afterIdle, AFTER_IDLE_TIMEOUT_MS, AFTER_LOAD_DELAY_MS } = await load();
    const isDone = settled(afterIdle());

    expect(requestIdle).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(AFTER_LOAD_DELAY_MS).toBe(1000);
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_DELAY_MS - 1);
    expect(requestIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(requestIdle.mock.calls[0]![1]).toEqual({ timeout: AFTER_IDLE_TIMEOUT_MS });
    expect(AFTER_IDLE_TIMEOUT_MS).toBe(2000);
    expect(await isDone()).toBe(false);

    runIdle();
    expect(await isDone()).toBe(true);
  });

  it('counts the delay from now when the page has already loaded', async () => {
    const { afterIdle, AFTER_LOAD_DELAY_MS } = await load();
    const isDone = settled(afterIdle());
    expect(requestIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_DELAY_MS);
    expect(requestIdle).toHaveBeenCalledTimes(1);
    runIdle();
    expect(await isDone()).toBe(true);
  });

  it('happens once: later calls share the same wait', async () => {
    const { afterIdle } = await load();
    const first = afterIdle();
    expect(afterIdle()).toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    runIdle();
    await first;
    expect(afterIdle()).toBe(first);
    expect(requestIdle).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after the delay where requestIdleCallback does not exist (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterIdle, AFTER_LOAD_DELAY_MS } = await load();
    const isDone = settled(afterIdle());
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_DELAY_MS - 1);
    expect(await isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone()).toBe(true);
  });
});

describe('useAfterIdle', () => {
  it('is false at the first render and turns true at the idle moment, at once for later components', async () => {
    const { useAfterIdle } = await load();
    function Probe({ name }: { name: string }) {
      return <p>{`${name}: ${useAfterIdle() ? 'idle' : 'busy'}`}</p>;
    }
    const { rerender } = render(<Probe name="first" />);
    expect(screen.getByText('first: busy')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      runIdle();
    });
    expect(screen.getByText('first: idle')).toBeTruthy();

    rerender(<><Probe name="first" /><Probe name="later" /></>);
    expect(screen.getByText('later: idle')).toBeTruthy();
    expect(requestIdle).toHaveBeenCalledTimes(1);
  });
});
