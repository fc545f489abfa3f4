// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { installFakeServer, ok, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { TicketList } from './ticket-list.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warn: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

const MINE = '/api/v1/tickets/mine';
const ticket = {
  id: 5, subject: 'Cannot join', message: 'The meeting link fails.', category: 'technical', priority: 'high', status: 'pending',
  created_at: '2026-03-02T10:00:00.000Z',
  replies: [{ id: 1, body: 'Try the new link in your schedule.', created_at: '2026-03-02T11:00:00.000Z', author_name: 'Grace Hopper', from_staff: true }],
};
const { server, sentTo } = installFakeServer(() => ({
  [MINE]: () => ok([ticket]),
  '/api/v1/tickets/5/reply': () => reply(201, { status: 201, data: {
    reply: { id: 2, body: 'It works now.', created_at: '2026-03-02T12:00:00.000Z', author_name: 'Jane Doe', from_staff: false }, status: 'open',
  } }),
}));

const renderList = () => render(
  <SessionContext value={{ user: sampleUser, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TicketList />
    </QueryClientProvider>
  </SessionContext>,
);

describe('/help, your tickets (issue 12)', () => {
  it('shows each ticket\'s status and the coach\'s reply, and lets the client answer', async () => {
    renderList();
    expect(await screen.findByText('Try the new link in your schedule.')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('1 reply from your coach')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reply about Cannot join' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply about Cannot join' }), { target: { value: 'It works now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(sentTo('/api/v1/tickets/5/reply')).toEqual([{ body: 'It works now.' }]), { timeout: 5_000 });
  });

  it('says so when there are no tickets', async () => {
    server.routes[MINE] = () => ok([]);
    renderList();
    expect(await screen.findByText('You have not raised any tickets yet.')).toBeTruthy();
  });
});
