import { IDEMPOTENCY_KEY_HEADER, type Availability, type Booking, type CoachClient, type CoachGroupSummary, type CoachSessionType } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import AgendaPage from './agenda-page.tsx';
import { clientsPagePath } from './api.ts';
import AvailabilityPage from './availability-page.tsx';
import SessionTypesPage from './session-types-page.tsx';

// The coach's session pages against a fake server (fetch by path and query); the HTTP client,
// cache, router and forms are real.
export const coach = { ...sampleUser, id: 2, role_id: 2, time_zone: 'America/Denver' };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
export { ok, refuse, reply } from '../../test-support/fake-server.ts';

export const availability = (over: Partial<Availability> = {}): Availability => ({
  time_zone: 'America/Denver',
  weekly: {
    1: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }],
    2: [{ start: '09:00', end: '17:00' }],
    3: [{ start: '09:00', end: '17:00' }],
    4: [{ start: '09:00', end: '17:00' }],
    5: [{ start: '18:00', end: '24:00' }],
    6: [],
    7: [],
  },
  dates_off: ['2026-12-25'],
  extra_dates: [{ date: '2026-12-19', ranges: [{ start: '10:00', end: '12:00' }] }],
  min_notice_minutes: 150, buffer_minutes: 15, horizon_days: 60, max_per_day: 6, cutoff_hours: 24,
  reminder_minutes: [1440, 60], behind_after_days: 30,
  ...over,
});

export const sessionType = (over: Partial<CoachSessionType> = {}): CoachSessionType => ({
  id: 3, name: 'Strategy call', minutes: 60, location_kind: 'video_room', location: null, audience: 'all', client_ids: [], group_ids: [],
  per_month: 2, archived: false, ...over,
});

const person = (id: number, first_name: string, last_name: string, time_zone: string) => ({ id, first_name, last_name, time_zone });
export const ana = person(11, 'Ana', 'Nowak', 'Europe/Warsaw');
export const ben = person(12, 'Ben', 'Cole', 'America/Denver');
export const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 1, type_id: 3, type_name: 'Strategy call', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', status: 'booked',
  location_kind: 'video_room', meeting_url: 'https://video.example/room-1', location: null,
  coach: person(2, 'Jane', 'Doe', 'America/Denver'), client: ana, note: null, cancel_reason: null,
  changeable_until: '2026-11-30T15:00:00.000Z', ...over,
});

const client = (id: number, first_name: string, last_name: string): CoachClient => ({
  id, first_name, last_name, email: `${first_name.toLowerCase()}@x.test`, company: null, group_coaching: true, flash_coaching: false,
  business_academy: false, status: 'active', last_seen_at: null, created_at: '2026-01-01T00:00:00.000Z', lessons_open_not_done: 0,
  overdue_action_steps: 0, overdue_commitments: 0, unread_mail: 0, behind: 0, last_session_at: null, no_session_days: null,
});
export const CLIENTS = [client(11, 'Ana', 'Nowak'), client(12, 'Ben', 'Cole'), client(13, 'Bob', 'Reyes')];
const group = (id: number, title: string): CoachGroupSummary => ({
  id, title, name: title, slug: title.toLowerCase(), status: 'running', active: true, template: false, is_recurring: false, meets_on: null,
  start_date: null, end_date: null, group_img: null, coach_id: 2, member_count: 3, lesson_count: 4, published_count: 2,
});
export const GROUPS = [group(5, 'Cash Flow Clinic'), group(6, 'Hiring Lab')];
export const CLIENTS_PATH = clientsPagePath(1);

export const { server, sentTo } = installFakeServer(() => ({}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
});

/** Every call made to `path`: its method, Idempotency-Key and body. */
export function callsTo(path: string) {
  const fetchMock = globalThis.fetch as unknown as Mock<(url: string, init: RequestInit) => Promise<Response>>;
  return fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => ({
    method: init.method ?? 'GET',
    key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER),
    body: init.body ? JSON.parse(String(init.body)) as unknown : undefined,
  }));
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname}{location.search}</p>;
}

/** The coach's session pages at `path`. */
export const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/sessions" element={<AgendaPage />} />
          <Route path="/coach/sessions/availability" element={<AvailabilityPage />} />
          <Route path="/coach/sessions/types" element={<SessionTypesPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);

/**
 * An accessible name with its words' spaces optional: jsdom drops the space a visually hidden part
 * starts with ("Add hours" + " on Monday" reads "Add hourson Monday" there, with the space in a browser).
 */
export const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')}$`);
