// @vitest-environment jsdom
import { COMPANY_FILE_DOWNLOAD_PATH, type ClientOverview, type CoachClient, type CoachPlanReply, type CompanyFile } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, refuse } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import ClientFilesPage from './files-page.tsx';
import ClientFlashPage from './flash-page.tsx';
import ClientPlanPage from './plan-page.tsx';
import ClientSchedulePage from './schedule-page.tsx';
import ClientTimelinePage from './timeline-page.tsx';

// The pages of a client's work name the client, from the client's overview (the client page's read).
vi.mock('react-toastify/unstyled', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }) }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../lib/save-blob.ts', () => ({ saveBlob: saved }));

const coach = { ...sampleUser, role_id: 2, time_zone: 'UTC' };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const API = '/api/v1/coach/clients/11';
const alex: CoachClient = {
  id: 11, first_name: 'Alex', last_name: 'Morgan', email: 'alex@x.test', company: null, group_coaching: false, flash_coaching: true,
  business_academy: false, status: 'active', last_seen_at: null, created_at: '2026-01-01T00:00:00.000Z',
  lessons_open_not_done: 0, overdue_action_steps: 0, overdue_commitments: 0, unread_mail: 0, behind: 0, last_session_at: null, no_session_days: null,
};
const overview: ClientOverview = {
  client: alex,
  profile: { title: null, location: null, time_zone: 'UTC', phone_number: null, website: null, profile_pic: null, company_id: null, coach_id: 7 },
  groups: [], lesson_analytics: { lessons_recorded: 0, checklist_steps_done: 0, checklist_steps_total: 0, notes_count: 0, plan_items_checked: 0, profit_impacts: [] },
  focus_areas: [], commitments: { total: 0, open: 0, overdue: 0, items: [] }, metrics: [], notes: { total: 0, latest: [] }, files: { total: 0, latest: [] },
  open_tickets: 0,
};
const plan: CoachPlanReply = { focus_areas: [], cards: [], commitments: [], team: [], time_zone: 'UTC' };

const { server, sentTo } = installFakeServer(() => ({
  [API]: () => ok(overview),
  [`${API}/plan`]: () => ok(plan),
  [`${API}/schedule`]: () => ok([]),
  [`${API}/files`]: () => ok([]),
  [`${API}/timeline`]: () => ok({ items: [], next_before: null }),
  [`${API}/flash`]: () => ok({ assessments: [] }),
  [COMPANY_FILE_DOWNLOAD_PATH]: () => new Response('a,b\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="Budget.csv"' } }),
}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
});

function renderAt(path: string, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/coach/clients/:id/plan" element={<ClientPlanPage />} />
            <Route path="/coach/clients/:id/schedule" element={<ClientSchedulePage />} />
            <Route path="/coach/clients/:id/files" element={<ClientFilesPage />} />
            <Route path="/coach/clients/:id/timeline" element={<ClientTimelinePage />} />
            <Route path="/coach/clients/:id/flash" element={<ClientFlashPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext>,
  );
}
const crumbs = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

describe('the pages of a client\'s work name the client', () => {
  it.each([
    ['plan', 'Plan'], ['schedule', 'Schedule'], ['files', 'Files'], ['timeline', 'Timeline'], ['flash', 'Flash coaching'],
  ])('/coach/clients/11/%s: "%s — Alex Morgan" as the one heading, and the client in the breadcrumb', async (path, page) => {
    renderAt(`/coach/clients/11/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${page} — Alex Morgan` })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(crumbs().getByRole('link', { name: 'Alex Morgan' }).getAttribute('href')).toBe('/coach/clients/11');
    expect(crumbs().getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/coach/clients');
    expect(crumbs().getByText(page).getAttribute('aria-current')).toBe('page');
  });

  it('takes the name from the client page\'s cached read, asking for nothing more', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(SHARED_QUERY_KEYS.clientOverview(11), overview);
    renderAt('/coach/clients/11/plan', queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan — Alex Morgan' })).toBeTruthy();
    await waitFor(() => expect(sentTo(`${API}/plan`)).toHaveLength(1));
    expect(sentTo(API)).toEqual([]);
  });

  it('says "Client" and the page alone until the name is known, or when it cannot be', async () => {
    server.routes[API] = () => refuse(404, 'Not found.');
    renderAt('/coach/clients/11/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    expect(crumbs().getByRole('link', { name: 'Client' }).getAttribute('href')).toBe('/coach/clients/11');
    await waitFor(() => expect(sentTo(API)).toHaveLength(1));
    expect(await screen.findByText('Nothing in this client\'s schedule yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
  });

  it('says on the plan which cards and commitments the client made, and which were set for them', async () => {
    const T = '2026-01-01T00:00:00.000Z';
    server.routes[`${API}/plan`] = () => ok({
      ...plan,
      focus_areas: [{ assessment_id: 4, assessment_title: 'Assessment', path: 'pricing', name: 'Pricing' }],
      cards: [{ id: 1, user_id: 11, assessment_id: 4, path: 'pricing', board: 'reminders', title: 'Count the till', description: '', status: 0,
        position: 0, due_at: null, completed_at: null, created_by: 11, created_at: T, updated_at: T }],
      commitments: [{ id: 2, user_id: 11, assessment_id: null, path: null, title: 'Send the price list', description: '', status: 0, responsibility: null,
        deadline: null, file_name: null, overdue: false, created_by: 7, completed_at: null, created_at: T, updated_at: T }],
    } satisfies CoachPlanReply);
    renderAt('/coach/clients/11/plan');
    expect((await screen.findByText(/^Reminder · /)).textContent).toContain('Made by the client');
    expect(screen.getByRole('heading', { name: 'Send the price list' }).nextElementSibling!.textContent).toContain('Set for the client');
  });
});

describe('/coach/clients/:id/files', () => {
  const file = (id: number, over: Partial<CompanyFile>): CompanyFile => ({
    id, file_name: `file-${id}.csv`, description: '', company_id: 3, client_id: 11, content_type: 'text/csv', size_bytes: 4,
    direction: 'sent', uploader_name: 'Alex Morgan', mine: false, created_at: '2026-03-02T09:15:00.000Z', updated_at: '2026-03-02T09:15:00.000Z', ...over,
  });

  it('downloads each file, sent by the client or shared by the coach, under its name', async () => {
    server.routes[`${API}/files`] = () => ok([file(1, { file_name: 'Budget.csv' }), file(2, { file_name: 'Plan.pdf', direction: 'shared', mine: true })]);
    renderAt('/coach/clients/11/files');
    const list = within(await screen.findByRole('list', { name: 'Files' }));
    expect(list.getByRole('button', { name: 'Download Plan.pdf' })).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Download Budget.csv' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.anything(), 'Budget.csv'));
    expect(sentTo(COMPANY_FILE_DOWNLOAD_PATH)).toEqual([{ id: 1 }]);
  });
});
