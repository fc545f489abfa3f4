// @vitest-environment jsdom
import { INVITE_MESSAGES, inviteSent } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, reply } from '../../test-support/fake-server.ts';
import InviteClientPage from './invite-client-page.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warn: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

const URL = '/api/v1/coach/clients/invite';
const created = (email: string) => reply(201, { status: 201, data: {
  client: { id: 91, email, first_name: 'Robin', last_name: 'Diaz', status: 'invited' }, message: inviteSent(email),
} });
const { server, sentTo } = installFakeServer(() => ({ [URL]: (b) => created(String(b.email)) }));

const renderPage = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={['/coach/clients/new']}><InviteClientPage /></MemoryRouter>
  </QueryClientProvider>,
);
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('/coach/clients/new, the invitation form (issue 12)', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('checks the fields with the contract schema first, and moves focus to the first one to fix', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(sentTo(URL)).toEqual([]);
  });

  it('sends the client with the programme switches as booleans, then offers the list and another invitation', async () => {
    renderPage();
    type('First name', 'Robin');
    type('Last name', 'Diaz');
    type('Email', 'Robin@Example.test');
    type('Company', 'Diaz Joinery');
    fireEvent.click(screen.getByRole('switch', { name: 'Group coaching' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Business Academy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('heading', { name: inviteSent('robin@example.test') })).toBeTruthy();
    expect(sentTo(URL)).toEqual([{
      email: 'robin@example.test', first_name: 'Robin', last_name: 'Diaz', company: 'Diaz Joinery',
      group_coaching: true, flash_coaching: false, business_academy: true,
    }]);
    expect(screen.getByRole('link', { name: 'Go to your clients' }).getAttribute('href')).toBe('/coach/clients');
    fireEvent.click(screen.getByRole('button', { name: 'Invite another' }));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('switch', { name: 'Group coaching' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server\'s message beside the email when the address is taken', async () => {
    server.routes[URL] = () => reply(422, { status: 422, error: { email: [INVITE_MESSAGES.emailTaken] }, message: 'The given data was invalid.' });
    renderPage();
    type('First name', 'Alex');
    type('Last name', 'Morgan');
    type('Email', 'client@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INVITE_MESSAGES.emailTaken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    // the toast says the field's own message (spec §8), not the reply's generic "The given data was invalid."
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vi.mocked(toast.error).mock.calls.map(([message]) => message)).toEqual([INVITE_MESSAGES.emailTaken]);
  });

  it('toasts a message the form shows beside no field', async () => {
    server.routes[URL] = () => reply(422, { status: 422, error: { coach_id: ['Choose a coach of this portal.'] }, message: 'The given data was invalid.' });
    renderPage();
    type('First name', 'Alex');
    type('Last name', 'Morgan');
    type('Email', 'alex@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Choose a coach of this portal.', expect.anything()));
  });
});
