import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_EVENT, LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS, type LiveEventType } from '@portal/contract';
import { buildHeaders } from './http.ts';
import { readToken } from './session/stored-session.ts';

// docs/decisions/017-live-events.md: one event stream per open app, read with fetch so the token
// travels in a header. It reconnects with a growing pause, and stops when the session is gone or
// nothing listens any more. While it is down, what it feeds falls back to polling (decision 012).

export type LiveListener = (type: LiveEventType) => void;

/** Pauses before reconnecting, growing with each failure in a row (the last one repeats). */
export const LIVE_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** No byte for this long (two heartbeats missed): the stream is taken for dead and opened again. */
export const LIVE_SILENCE_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;
/** After this tab's stream made way for the user's newer ones: a long pause before trying again. */
export const LIVE_REPLACED_PAUSE_MS = 60_000;

export interface LiveEventsOptions {
  fetch?: typeof fetch;
  readToken?: () => string | null;
}

export function createLiveEvents(options: LiveEventsOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const tokenOf = options.readToken ?? (() => readToken());
  const listeners = new Set<LiveListener>();
  const statusListeners = new Set<() => void>();
  let live = false;
  let running = false;
  let failures = 0;
  let wasLive = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    for (const l of statusListeners) l();
  };
  const emit = (type: LiveEventType) => { for (const l of [...listeners]) l(type); };

  function stop() {
    running = false;
    clearTimeout(retry);
    clearTimeout(silence);
    abort?.abort();
    abort = null;
    setLive(false);
  }

  function later(ms: number) {
    setLive(false);
    if (!running) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), ms);
  }

  async function connect() {
    const token = tokenOf();
    if (!running || !token) { stop(); return; }
    const controller = new AbortController();
    abort = controller;
    const headers = buildHeaders(token, false);
    headers.set('Accept', 'text/event-stream');
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), LIVE_SILENCE_MS);
    };
    let replaced = false;
    try {
      watch();
      const res = await doFetch(LIVE_EVENTS_PATH, { headers, credentials: 'include', cache: 'no-store', signal: controller.signal });
      // The session is gone: nothing to reconnect to (the polled reads notice and sign out).
      if (res.status === 401 || res.status === 403 || res.status === 419) { stop(); return; }
      if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        text += value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const type = /^event: ?(.+)$/m.exec(text.slice(0, end))?.[1] as LiveEventType | undefined;
          text = text.slice(end + 2);
          if (!type) continue; // a heartbeat
          if (type === LIVE_EVENT.ready) {
            failures = 0;
            setLive(true);
            // Events may have gone by while this app had no stream.
            if (wasLive) emit(LIVE_EVENT.resync);
            wasLive = true;
          } else if (type === LIVE_EVENT.replaced) {
            replaced = true;
          } else {
            emit(type);
          }
        }
      }
    } catch {
      // the network, the server or the silence watch ended it: tried again below
    } finally {
      clearTimeout(silence);
    }
    if (abort !== controller || !running) return;
    abort = null;
    later(replaced ? LIVE_REPLACED_PAUSE_MS : LIVE_BACKOFF_MS[Math.min(failures++, LIVE_BACKOFF_MS.length - 1)]!);
  }

  return {
    /** Hears every event; the stream opens with the first listener and closes after the last. */
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener);
      if (!running) {
        running = true;
        failures = 0;
        void connect();
      }
      return () => {
        listeners.delete(listener);
        if (!listeners.size) stop();
      };
    },
    /** True while the stream is open and events arrive as they happen. */
    isLive: () => live,
    onStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => { statusListeners.delete(listener); };
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;

/** The app's one stream. */
export const liveEvents = createLiveEvents();

/**
 * Calls `onEvent` for each live event while `enabled`; returns whether the stream is live (when it
 * is not, the caller keeps polling).
 */
export function useLiveEvents(enabled: boolean, onEvent: LiveListener, events: LiveEvents = liveEvents): boolean {
  const handler = useRef(onEvent);
  useEffect(() => { handler.current = onEvent; });
  useEffect(() => (enabled ? events.subscribe((type) => handler.current(type)) : undefined), [enabled, events]);
  const live = useSyncExternalStore(events.onStatus, events.isLive, () => false);
  return enabled && live;
}
