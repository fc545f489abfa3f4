import type { Booking, SessionType, SlotsReply } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session/session-context.ts';
import { writeStoredSession } from '../../../lib/session/stored-session.ts';
import { ok } from '../../../test-support/fake-server.ts';
import { sampleUser } from '../../../test-support/sample-user.ts';
import SchedulePage from '../schedule-page.tsx';

// /schedule with its booking section against a fake server. Unlike test-support's, it answers by
// method and path (the slots call carries its range in the query) and records each call's query
// and headers, for the Idempotency-Key. The HTTP client, query cache, router and dialogs are real.
export { ok, refuse, reply } from '../../../test-support/fake-server.ts';

export const user = { ...sampleUser, time_zone: 'Europe/Berlin' };
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
/** Monday, March 2nd, 2026, 9:00 in Berlin. */
export const NOW = new Date('2026-03-02T08:00:00Z');

export const sessionType = (over: Partial<SessionType> = {}): SessionType => ({
  id: 1, name: 'Strategy session', minutes: 60, location_kind: 'video_room', allowance: { per_month: 4, used: 2 }, ...over,
});

export const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 5, type_id: 1, type_name: 'Strategy session', start: '2026-03-05T17:00:00+01:00', end: '2026-03-05T18:00:00+01:00',
  status: 'booked', location_kind: 'video_room', meeting_url: 'https://meet.example.com/abc', location: null,
  coach: { id: 2, first_name: 'Grace', last_name: 'Hopper', time_zone: 'America/Denver' },
  client: { id: user.id, first_name: 'Jane', last_name: 'Doe', time_zone: 'Europe/Berlin' },
  note: null, cancel_reason: null, changeable_until: '2026-03-04T17:00:00+01:00', ...over,
});

/** Free times of the first two weeks: a Tuesday, a Berlin midnight (still Tuesday in Denver), and one after the US clock change. */
export const SLOTS: SlotsReply = {
  time_zone: 'Europe/Berlin',
  coach_time_zone: 'America/Denver',
  slots: [
    { start: '2026-03-03T17:00:00+01:00', end: '2026-03-03T18:00:00+01:00' },
    { start: '2026-03-04T00:30:00+01:00', end: '2026-03-04T01:30:00+01:00' },
    { start: '2026-03-10T16:00:00+01:00', end: '2026-03-10T17:00:00+01:00' },
  ],
};

export interface Call { method: string; path: string; query: URLSearchParams; body: Record<string, unknown>; headers: Headers }
export type Handler = (call: Call) => Response | Promise<Response>;

const routes = (): Record<string, Handler> => ({
  'POST /api/v1/clientportal/schedule/': () => ok({ upcoming: [], past: [] }),
  'GET /api/v1/booking/types': () => ok([sessionType(), sessionType({ id: 2, name: 'Quick check-in', minutes: 30, location_kind: 'phone', allowance: { per_month: 2, used: 2 } }), sessionType({ id: 3, name: 'Workshop', minutes: 90, location_kind: 'address', allowance: null })]),
  'GET /api/v1/booking/slots': () => ok(SLOTS),
  'GET /api/v1/bookings': () => ok([]),
});

export const server = { routes: {} as Record<string, Handler>, calls: [] as Call[] };
/** The calls of one method and path, in order. */
export const callsTo = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
  server.calls.length = 0;
  server.routes = routes();
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const address = new URL(url, 'http://portal.test');
    const method = init.method ?? 'GET';
    const call: Call = {
      method, path: address.pathname, query: address.searchParams, headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {},
    };
    server.calls.push(call);
    const handler = server.routes[`${method} ${address.pathname}`];
    return handler ? handler(call) : new Response(JSON.stringify({ status: 404, error: 'Not found.', message: 'Not found.' }), { status: 404 });
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** /schedule as the client sees it, with a stand-in for the compose page. */
export const renderSchedule = () => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/schedule']}>
        <Routes>
          <Route path="/schedule" element={<SchedulePage />} />
          <Route path="/messages/new" element={<p>New message</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);
