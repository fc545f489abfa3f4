import { startTransition, useEffect, useState } from 'react';

// DESIGN §9: code the first paint does not need (the user dropdown, the idle timer) loads after
// it, once the page has loaded, its first data has had time to arrive, and the browser has a quiet
// moment, so it never competes with the page's own code and data.

/** The longest the browser may put the idle moment off: the deferred code always loads. */
export const AFTER_IDLE_TIMEOUT_MS = 2000;
/**
 * How long after the load event to wait before asking for the idle moment. The page's data is
 * fetched by script, which the load event does not wait for; the browser is often idle while that
 * data is on its way, and deferred code loading then would slow it down.
 */
export const AFTER_LOAD_DELAY_MS = 1000;

let idle: Promise<void> | undefined;
let reached = false;

/** Resolves once: a second after the window's `load` event, at the browser's next idle moment. */
export function afterIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      reached = true;
      resolve();
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(done, { timeout: AFTER_IDLE_TIMEOUT_MS });
      } else {
        done(); // Safari has no requestIdleCallback: the delay after load is the wait
      }
    };
    const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_DELAY_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/**
 * False until the first idle moment after the first render, then true (at once for components
 * mounted later). What turns on then renders as a transition, in short slices, so the deferred
 * work never blocks the page in one long task.
 */
export function useAfterIdle(): boolean {
  const [done, setDone] = useState(reached);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    void afterIdle().then(() => {
      if (mounted) startTransition(() => setDone(true));
    });
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}
