// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { installFakeServer, ok, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import CoachTicketPage from './coach-ticket-page.tsx';
import CoachTicketsPage from './coach-tickets-page.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warn: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

const client = { id: 12, first_name: 'Alex', last_name: 'Morgan', email: 'client@demo.test' };
const ticket = {
  id: 5, subject: 'Invoice shows the wrong plan', message: 'My March invoice says Flash.', category: 'billing', priority: 'high',
  status: 'open', created_at: '2026-03-02T10:00:00.000Z', client, reply_count: 0, last_reply_at: null,
};
const staffReply = { id: 1, body: 'Fixed and re-sent.', created_at: '2026-03-02T11:00:00.000Z', author_name: 'Grace Hopper', from_staff: true };

const { server, sentTo } = installFakeServer(() => ({
  '/api/v1/coach/tickets?status=open&page=1': () => ok({ tickets: [ticket], page: 1, per_page: 20, total: 1 }),
  '/api/v1/coach/tickets?status=closed&page=1': () => ok({ tickets: [], page: 1, per_page: 20, total: 0 }),
  '/api/v1/coach/tickets/5': () => ok({ ticket, replies: [] }),
  '/api/v1/coach/tickets/5/reply': () => {
    server.routes['/api/v1/coach/tickets/5'] = () => ok({ ticket: { ...ticket, status: 'pending', reply_count: 1 }, replies: [staffReply] });
    return reply(201, { status: 201, data: { reply: staffReply, status: 'pending' } });
  },
  '/api/v1/coach/tickets/5/status': (b) => ok({ id: 5, status: b.status }),
}));

const renderAt = (path: string) => render(
  <SessionContext value={{ user: { ...sampleUser, role_id: 2 }, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/tickets" element={<CoachTicketsPage />} />
          <Route path="/coach/tickets/:id" element={<CoachTicketPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);

describe('/coach/tickets (issue 12)', () => {
  it('lists open tickets first, with the client and the reply count, and says so when a tab is empty', async () => {
    renderAt('/coach/tickets');
    const row = await screen.findByRole('link', { name: /Invoice shows the wrong plan/ });
    expect(row.getAttribute('href')).toBe('/coach/tickets/5');
    expect(within(row).getByText('Alex Morgan')).toBeTruthy();
    expect(within(row).getByText('0 replies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Closed' }));
    expect(await screen.findByText('No closed tickets yet.')).toBeTruthy();
  });

  it('sends a checked reply, shows it in the thread, and sets the status', async () => {
    renderAt('/coach/tickets/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice shows the wrong plan' })).toBeTruthy();
    expect(screen.getByText('My March invoice says Flash.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply is required.')).toBeTruthy();
    expect(sentTo('/api/v1/coach/tickets/5/reply')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Fixed and re-sent.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Fixed and re-sent.')).toBeTruthy();
    expect(sentTo('/api/v1/coach/tickets/5/reply')).toEqual([{ body: 'Fixed and re-sent.' }]);
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe('');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Status of this ticket' }), { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(sentTo('/api/v1/coach/tickets/5/status')).toEqual([{ status: 'closed' }]), { timeout: 5_000 });
  });
});
