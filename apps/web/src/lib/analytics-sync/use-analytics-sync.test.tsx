// @vitest-environment jsdom
import { ANALYTICS_FLUSH_MS, type User } from '@portal/contract';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SessionContext, type Session } from '../session/session-context.ts';
import { writeStoredSession } from '../session/stored-session.ts';
import { pendingKey } from './pending-queue.ts';
import { newEntryId, recordEntry } from './record.ts';
import { useAnalyticsSync } from './use-analytics-sync.ts';

// The sync as the shell mounts it, through the real HTTP client: only fetch and the toast library are fakes.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const TOKEN = 'tok-123';
const user = {
  id: 7, first_name: 'Flo', last_name: 'Flash', email: 'flash@demo.test', company: null, company_id: null, website: null,
  role_id: 3, profile_pic: null, title: null, location: null, time_zone: null, phone_number: null, birthday: null,
  facebook: null, twitter: null, linkedin: null, group_coaching: false, flash_coaching: true, business_academy: false,
  pas_token: TOKEN,
} satisfies User;
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };

const router: { navigate: NavigateFunction | null } = { navigate: null };
const navigate = (to: string) => router.navigate!(to);
function Probe() {
  useAnalyticsSync();
  const nav = useNavigate();
  useEffect(() => { router.navigate = nav; }, [nav]);
  return null;
}
const mount = (path: string) => render(
  <SessionContext value={session}>
    <MemoryRouter initialEntries={[path]}><Probe /></MemoryRouter>
  </SessionContext>,
);

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A fetch that never answers, but rejects like the browser when its signal aborts. */
const hanging = (_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
  init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
});
const sentBodies = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) as unknown, keepalive: init.keepalive ?? false }));

// The engine's code arrives by a dynamic import (DESIGN §9); once running it listens for pagehide.
let addListener: MockInstance<Window['addEventListener']>;
let removeListener: MockInstance<Window['removeEventListener']>;
const pageHideListeners = () =>
  addListener.mock.calls.filter(([type]) => type === 'pagehide').length
  - removeListener.mock.calls.filter(([type]) => type === 'pagehide').length;
const syncRunning = () => vi.waitFor(() => expect(pageHideListeners()).toBe(1), { timeout: 5_000 });
/** Lets the hook's own import of the engine settle: the module is loaded and every callback has run. */
const engineCodeSettled = async () => {
  await import('./use-analytics-sync-start.ts');
  await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3));
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  writeStoredSession(user, TOKEN);
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  toastSpy.mockClear();
  addListener = vi.spyOn(window, 'addEventListener');
  removeListener = vi.spyOn(window, 'removeEventListener');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAnalyticsSync', () => {
  it('is idle off lesson pages', async () => {
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    mount('/lessons');
    await engineCodeSettled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageHideListeners()).toBe(0);
  });

  it('on a lesson page sends {data, user_id} every 5 s and empties the list after success', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    mount('/lessons/3/14');
    await syncRunning();
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    recordEntry(user.id, 'flash', { id: 'f', status: 'viewed' });
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS));
    expect(sentBodies()).toEqual([
      { url: '/api/v1/training-analytics/', body: { data: [{ id: 'a', seconds: 5 }], user_id: 7 }, keepalive: false },
      { url: '/api/v1/flashcoaching', body: { data: [{ id: 'f', status: 'viewed' }], user_id: 7 }, keepalive: false },
    ]);
    const headers = new Headers(fetchMock.mock.calls[0]![1].headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}')).toMatchObject({ training: [], flash: [] });
  });

  it('a failed send is logged only: no toast, the entries stay for the next tick', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(503, { status: 503, error: 'The service is busy.', message: 'Service Unavailable' }));
    mount('/lessons/3/14');
    await syncRunning();
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS));
    expect(consoleError).toHaveBeenCalledWith('The service is busy.');
    expect(toastSpy).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS));
    expect(sentBodies().map((s) => s.body)).toEqual([
      { data: [{ id: 'a', seconds: 5 }], user_id: 7 },
      { data: [{ id: 'a', seconds: 5 }], user_id: 7 },
    ]);
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('sends what remains with a keepalive fetch carrying the bearer token on pagehide', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    mount('/lessons/3/14');
    await syncRunning();
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    act(() => { window.dispatchEvent(new Event('pagehide')); });
    expect(sentBodies()).toEqual([{ url: '/api/v1/training-analytics/', body: { data: [{ id: 'a', seconds: 5 }], user_id: 7 }, keepalive: true }]);
    const headers = new Headers(fetchMock.mock.calls[0]![1].headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}')).toMatchObject({ training: [] });
  });

  it('sends with keepalive when the tab becomes hidden', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    mount('/lessons/3/14');
    await syncRunning();
    recordEntry(user.id, 'flash', { id: 'f', status: 'viewed' });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(sentBodies()).toEqual([{ url: '/api/v1/flashcoaching', body: { data: [{ id: 'f', status: 'viewed' }], user_id: 7 }, keepalive: true }]);
  });

  it('stops when the user leaves the lesson page: the send under way is cancelled and nothing more is sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(hanging);
    mount('/lessons/3/14');
    await syncRunning();
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS));
    const signal = fetchMock.mock.calls[0]![1].signal!;
    expect(signal.aborted).toBe(false);

    await act(async () => { await navigate('/lessons'); });
    expect(signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled(); // a cancel is not a failure
    expect(toastSpy).not.toHaveBeenCalled();
    // kept for the next lesson page
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}').training).toHaveLength(1);
  });

  it('keeps syncing while moving between lesson pages', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    mount('/lessons/3/14');
    await syncRunning();
    await act(async () => { await navigate('/lessons/3/15'); });
    recordEntry(user.id, 'training', { id: 'b', seconds: 1 });
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pageHideListeners()).toBe(1); // the same engine, not a second one
  });

  it('starts nothing when the user leaves the lesson page before the engine code has arrived', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    mount('/lessons/3/14');
    act(() => { void navigate('/lessons'); }); // synchronously: the import is still under way
    await engineCodeSettled();
    expect(pageHideListeners()).toBe(0);
    act(() => { window.dispatchEvent(new Event('pagehide')); });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}').training).toHaveLength(1);
  });

  it('starts nothing when the shell unmounts before the engine code has arrived', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { status: 200, data: { received: 1 } })));
    recordEntry(user.id, 'training', { id: 'a', seconds: 5 });
    const { unmount } = mount('/lessons/3/14');
    unmount();
    await engineCodeSettled();
    expect(pageHideListeners()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('recordEntry', () => {
  it('leaves out an entry the server would refuse, so it never blocks a batch', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(recordEntry(user.id, 'training', { id: '', seconds: 5 })).toBe(false);
    expect(recordEntry(user.id, 'training', { id: 'x', 'bad key!': 1 })).toBe(false);
    expect(recordEntry(user.id, 'training', { id: 'ok', seconds: 5 })).toBe(true);
    expect(JSON.parse(localStorage.getItem(pendingKey(7)) ?? '{}').training).toHaveLength(1);
  });
});

describe('newEntryId', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newEntryId()).toMatch(uuid);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const ids = new Set(Array.from({ length: 50 }, newEntryId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
