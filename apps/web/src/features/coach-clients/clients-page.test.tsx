// @vitest-environment jsdom
import { COACH_CLIENT_MESSAGES, INVITE_MESSAGES, inviteSent, type ClientListReply, type ClientOverview, type CoachClient } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, refuse, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import ClientPage from './client-page.tsx';
import ClientsPage from './clients-page.tsx';

// The two pages against a fake server (fetch by path and query); the HTTP client, cache and router are real.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const coach = { ...sampleUser, role_id: 2, time_zone: 'UTC' };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const API = '/api/v1/coach/clients';
const client = (over: Partial<CoachClient>): CoachClient => ({
  id: 11, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.test', company: 'Engines', group_coaching: true, flash_coaching: false,
  business_academy: false, status: 'active', last_seen_at: '2026-03-02T09:15:00.000Z', created_at: '2026-01-01T00:00:00.000Z',
  lessons_open_not_done: 3, overdue_action_steps: 2, overdue_commitments: 1, unread_mail: 2, behind: 6, last_session_at: null, no_session_days: null, ...over,
});
const ada = client({});
const bob = client({ id: 12, first_name: 'Bob', last_name: 'Babbage', email: 'bob@x.test', company: null, status: 'invited', last_seen_at: null,
  lessons_open_not_done: 0, overdue_action_steps: 0, overdue_commitments: 0, unread_mail: 0, behind: 0 });
const page = (clients: CoachClient[], total = clients.length, p = 1): ClientListReply => ({ clients, total, page: p, per_page: 25 });
const overview: ClientOverview = {
  client: ada,
  profile: { title: null, location: null, time_zone: 'UTC', phone_number: null, website: null, profile_pic: null, company_id: 3, coach_id: 7 },
  groups: [{ group_id: 1, user_group_id: 5, title: 'Profit Accelerator', group_status: 'running', status: 'active', lessons_total: 2, lessons_open: 2, lessons_done: 1,
    lessons: [{ id: 1, title: 'Know your numbers', open: true, done: true }, { id: 2, title: 'Price for profit', open: true, done: false }] }],
  lesson_analytics: { lessons_recorded: 1, checklist_steps_done: 5, checklist_steps_total: 5, notes_count: 1, plan_items_checked: 2,
    profit_impacts: [{ lesson_title: 'Know your numbers', group_title: 'Profit Accelerator', text: '$9,000/year' }] },
  focus_areas: [{ assessment_id: 1, assessment_title: 'Assessment', path: 'pricing', name: 'Pricing for profit', open: true,
    action_steps: { to_do: 2, in_progress: 1, completed: 3, overdue: 2 }, reminders: 1 }],
  commitments: { total: 1, open: 1, overdue: 1, items: [{ id: 1, user_id: 11, assessment_id: null, path: null, title: 'Send the price list', description: '',
    status: 0, responsibility: null, deadline: '2026-02-01T12:00:00.000Z', file_name: null, overdue: true, created_by: null, completed_at: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }] },
  metrics: [{ id: 1, user_id: 11, name: 'Revenue', unit: 'number', description: '', target: null, values: [{ period: '2026-01', value: 5 }, { period: '2026-02', value: 7 }],
    currency: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }],
  notes: { total: 0, latest: [] }, files: { total: 0, latest: [] }, open_tickets: 1,
};

const LIST = `${API}?sort=name&dir=asc&status=all&page=1&per_page=25`;
const { server, sentTo } = installFakeServer(() => ({
  [LIST]: () => ok(page([bob, ada])),
  [`${API}?sort=behind&dir=desc&status=all&page=1&per_page=25`]: () => ok(page([ada, bob])),
  [`${API}/11`]: () => ok(overview),
}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
  toastSpy.mockClear();
});

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{pathname}{search}</span>;
}
const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/clients" element={<><ClientsPage /><Address /></>} />
          <Route path="/coach/clients/:id" element={<><ClientPage /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);
const table = () => screen.getByRole('table', { name: /Your clients/ });

describe('/coach/clients', () => {
  it('announces loading, then lists the clients with who is behind in words', async () => {
    renderAt('/coach/clients');
    expect(screen.getByRole('status').textContent).toContain('Loading your clients');
    const link = await within(await screen.findByRole('table', { name: /Your clients/ })).findByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toBe('/coach/clients/11');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('Behind on 6: 3 open lessons not done, 2 overdue action steps, 1 overdue commitment');
    expect(row.textContent).toContain('2 unread mails');
    expect(row.textContent).toContain('March 2, 2026 9:15 am');
    expect(within(table()).getByRole('link', { name: 'Bob Babbage' }).closest('tr')!.textContent).toContain('InvitedUp to dateNoneNever');
    expect(screen.getByRole('columnheader', { name: /Client/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('link', { name: 'Invite a client' }).getAttribute('href')).toBe('/coach/clients/new');
    // the same clients as cards, for narrow screens
    expect(within(screen.getByRole('list', { name: 'Your clients' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('sorts by a column header, keeping the order in the address', async () => {
    renderAt('/coach/clients');
    await screen.findByRole('table', { name: /Your clients/ });
    fireEvent.click(screen.getByRole('button', { name: /Behind/ }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/coach/clients?sort=behind'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Behind/ }).getAttribute('aria-sort')).toBe('descending'));
    expect(screen.getByRole('columnheader', { name: /Client/ }).getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(within(table()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Ada Lovelace', 'Bob Babbage']));
  });

  it('offers each order in its own direction first: names A to Z before Z to A', async () => {
    renderAt('/coach/clients');
    await screen.findByRole('table', { name: /Your clients/ });
    const options = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 4)).toEqual(['Name (A to Z)', 'Name (Z to A)', 'Last seen (newest first)', 'Last seen (oldest first)']);
    expect(options.indexOf('Behind (most first)')).toBeLessThan(options.indexOf('Behind (fewest first)'));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('name:asc');
  });

  it('searches from the address, says when nothing matches, and pages on', async () => {
    server.routes[`${API}?sort=name&dir=asc&status=all&q=zzz&page=1&per_page=25`] = () => ok(page([]));
    server.routes[LIST] = () => ok(page([ada], 30));
    server.routes[`${API}?sort=name&dir=asc&status=all&page=2&per_page=25`] = () => ok(page([bob], 30, 2));
    renderAt('/coach/clients?q=zzz');
    expect(await screen.findByText('No clients match “zzz”.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search clients' }) as HTMLInputElement).value).toBe('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Show all clients' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/coach/clients'));
    fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/coach/clients?page=2'));
    expect(await screen.findByText(/Showing 26–30 of 30/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
  });

  it('says a page past the end is past the end, with no empty table, and links to the last page', async () => {
    server.routes[`${API}?sort=name&dir=asc&status=all&page=99&per_page=2`] = () => ok({ ...page([], 3, 99), per_page: 2 });
    server.routes[`${API}?sort=name&dir=asc&status=all&page=2&per_page=2`] = () => ok({ ...page([bob], 3, 2), per_page: 2 });
    renderAt('/coach/clients?per_page=2&page=99');
    expect(await screen.findByText('Page 99 is past the end of the list.')).toBeTruthy();
    expect(screen.getByText('The list ends at page 2.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of clients' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the last page (page 2)' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/coach/clients?page=2&per_page=2'));
    expect(await screen.findByText(/Showing 3–3 of 3/)).toBeTruthy();
  });

  it('welcomes a coach without clients, and says when the list cannot load', async () => {
    server.routes[LIST] = () => ok(page([]));
    renderAt('/coach/clients');
    expect(await screen.findByText('You have no clients yet.')).toBeTruthy();
    server.routes[`${API}?sort=name&dir=asc&status=invited&page=1&per_page=25`] = () => refuse(403, 'This action is unauthorized.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'invited' } });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your clients. This action is unauthorized.');
  });
});

describe('/coach/clients/:id', () => {
  it('shows the client\'s progress, plan, commitments and metrics, with a text table for the chart', async () => {
    renderAt('/coach/clients/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText(/Behind on 6:/).closest('p')!.textContent).toContain('3 open lessons not done, 2 overdue action steps, 1 overdue commitment. 2 unread mails.');
    expect(screen.getByRole('heading', { level: 3, name: 'Profit Accelerator' }).parentElement!.textContent).toContain('1 of 2 lessons done · 2 open');
    expect(screen.getByText('$9,000/year')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Pricing for profit' }).closest('tr')!.textContent).toBe('Pricing for profit21321');
    expect(screen.getByText('Send the price list').closest('li')!.textContent).toContain('Overdue');
    expect(screen.getByRole('table', { name: 'Revenue by month' })).toBeTruthy();
    expect(screen.getByText('1 support ticket open.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Every file this client sent you' }).getAttribute('href')).toBe('/coach/files?client=11');
  });

  it('saves a programme switch with the other two as they are, and says so', async () => {
    server.routes[`${API}/11/programmes`] = (body) => ok({ ...ada, ...body });
    renderAt('/coach/clients/11');
    const academy = await screen.findByRole('switch', { name: 'Business academy' });
    fireEvent.click(academy);
    await waitFor(() => expect(sentTo(`${API}/11/programmes`)).toEqual([{ group_coaching: true, flash_coaching: false, business_academy: true }]));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Business academy' }) as HTMLInputElement).checked).toBe(true));
    expect(toastSpy).toHaveBeenCalledWith(COACH_CLIENT_MESSAGES.programmesSaved, expect.anything());
  });

  it('keeps Deactivate out of the way: an outlined button in the Account section at the foot of the page', async () => {
    renderAt('/coach/clients/11');
    const deactivate = await screen.findByRole('button', { name: 'Deactivate' });
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account.contains(deactivate)).toBe(true);
    expect(deactivate.className).toContain('btn--danger');
    expect(deactivate.className).not.toMatch(/btn--(primary|default)/);
    // after the client's work, not beside the title
    const sections = screen.getAllByRole('region');
    expect(sections.at(-1)).toBe(account);
    expect(screen.getByRole('heading', { level: 1 }).closest('.client__head')?.contains(deactivate)).toBe(false);
  });

  it('deactivates only after the coach confirms', async () => {
    server.routes[`${API}/11/deactivate`] = () => ok({ ...ada, status: 'deactivated' });
    renderAt('/coach/clients/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    expect(dialog.textContent).toContain('signed out everywhere at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(`${API}/11/deactivate`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Deactivate Ada Lovelace?' })).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(sentTo(`${API}/11/deactivate`)).toHaveLength(1);
    expect(toastSpy).toHaveBeenCalledWith(COACH_CLIENT_MESSAGES.deactivated, expect.anything());
  });

  it('sends an invited client the invitation again, busy meanwhile, and says where it went', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.routes[`${API}/12`] = () => ok({ ...overview, client: bob });
    server.routes[`${API}/12/invite`] = () => new Promise<Response>((resolve) => { answer = resolve; });
    renderAt('/coach/clients/12');
    const again = await screen.findByRole('button', { name: 'Send the invitation again' });
    fireEvent.click(again);
    await waitFor(() => expect(again.getAttribute('aria-busy')).toBe('true'));
    expect((again as HTMLButtonElement).disabled).toBe(true);
    answer(ok({ client: { id: 12, email: bob.email, first_name: 'Bob', last_name: 'Babbage', status: 'invited' }, message: inviteSent(bob.email) }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(inviteSent(bob.email), expect.anything()));
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    expect(sentTo(`${API}/12/invite`)).toHaveLength(1);
  });

  it('says when the invitation cannot go again: too many sent, or the client has set a password meanwhile', async () => {
    let status: CoachClient['status'] = 'invited';
    server.routes[`${API}/12`] = () => ok({ ...overview, client: { ...bob, status } });
    server.routes[`${API}/12/invite`] = () => new Response(JSON.stringify({ status: 429, message: 'Too Many Attempts.' }), { status: 429, headers: { 'Retry-After': '600' } });
    renderAt('/coach/clients/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the invitation again' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith('Too Many Attempts. You can try again in 10 minutes.', expect.anything()));

    server.routes[`${API}/12/invite`] = () => reply(422, { status: 422, error: INVITE_MESSAGES.alreadyActive, message: INVITE_MESSAGES.alreadyActive });
    status = 'active';
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation again' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(INVITE_MESSAGES.alreadyActive, expect.anything()));
    // the page reads the client again: active now, so the action goes
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the invitation again' })).toBeNull());
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('offers no new invitation to an active client', async () => {
    renderAt('/coach/clients/11');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Send the invitation again' })).toBeNull();
  });

  it('says so for a client who is not the coach\'s', async () => {
    server.routes[`${API}/99`] = () => refuse(404, 'Not found.');
    renderAt('/coach/clients/99');
    expect(await screen.findByText('This client is not one of yours, or no longer exists.')).toBeTruthy();
  });
});
