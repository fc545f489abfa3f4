// @vitest-environment jsdom
import { DRAFT_MESSAGES, MESSAGES } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasDraft } from '../../lib/drafts/draft-store.ts';
import { SessionContext } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { TicketForm } from './ticket-form.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const sent: unknown[] = [];
let reply: () => Response;

beforeEach(() => {
  localStorage.clear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  sent.length = 0;
  toastSpy.mockClear();
  reply = () => new Response(JSON.stringify({ status: 201, data: {
    id: 1, subject: 'Cannot join', message: 'The link fails.', category: 'technical', priority: 'high', status: 'open',
    created_at: '2026-01-10T12:00:00.000Z',
  } }), { status: 201 });
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return reply();
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionContext value={{ user: sampleUser, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
      <TicketForm />
    </SessionContext>
  </QueryClientProvider>,
);

describe('the support ticket form (spec §7 POST /api/v1/tickets)', () => {
  it('checks the fields with the contract schema before sending, and moves focus to the first missing one', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(sent).toEqual([]);
  });

  it('keeps a draft through a refresh, then sends a checked ticket, says so, and empties the form and the draft', async () => {
    const first = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Nie mogę dołączyć' } });
    first.unmount();
    renderForm();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Nie mogę dołączyć');
    expect(screen.getByRole('status').textContent).toContain(DRAFT_MESSAGES.restored);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Cannot join' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'The link fails.' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Priority' }), { target: { value: 'high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(MESSAGES.ticketSubmitted, expect.anything()));
    expect(sent).toEqual([{ subject: 'Cannot join', message: 'The link fails.', category: 'other', priority: 'high' }]);
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
    expect(hasDraft(sampleUser.id, 'ticket-new')).toBe(false);
    expect(screen.queryByText(DRAFT_MESSAGES.restored)).toBeNull();
  });

  it('shows a 422 reply\'s field messages beside their fields', async () => {
    reply = () => new Response(JSON.stringify({ status: 422, error: { subject: ['The subject is too vague.'] }, message: 'Invalid' }), { status: 422 });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Help' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Something.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('The subject is too vague.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('aria-invalid')).toBe('true');
  });
});
