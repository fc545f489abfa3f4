import type { CoachGroup, CoachLesson } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import CoachGroupPage from './group-page.tsx';
import NewGroupPage from './new-group-page.tsx';

// The coach's programme pages against a fake server (fetch by path); the HTTP client, cache,
// router and forms are real.
export const coach = { ...sampleUser, id: 2, role_id: 2, time_zone: 'America/Denver' };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
export { ok, refuse, reply } from '../../test-support/fake-server.ts';

const T = '2026-03-01T10:00:00.000Z';
export const group = (over: Partial<CoachGroup> = {}): CoachGroup => ({
  id: 5, title: 'Cash Flow Clinic', name: 'Cash Flow Clinic', slug: 'cash-flow-clinic', status: 'upcoming', active: true, template: false,
  is_recurring: false, meets_on: null, start_date: null, end_date: null, group_img: null, coach_id: 2, member_count: 2, lesson_count: 3,
  published_count: 1, description: null, intro_video: null, price: null, payment_frequency: null, currency: 'usd', created_at: T, ...over,
});
export const lesson = (id: number, order: number, over: Partial<CoachLesson> = {}): CoachLesson => ({
  id, group_id: 5, title: `Lesson ${id}`, slug: `lesson-${id}`, short_desc: null, full_desc: null, lesson_img: null, lesson_video: null,
  quiz_url: null, published: false, free_lesson: false, lesson_order: order, open_count: 0, member_count: 2, updated_at: T, ...over,
});

export const { server, sentTo } = installFakeServer(() => ({}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
});

/** The coach's pages at `path`, with a stand-in for any page a test navigates to. */
export const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/groups/new" element={<NewGroupPage />} />
          <Route path="/coach/groups/:groupId" element={<CoachGroupPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);
