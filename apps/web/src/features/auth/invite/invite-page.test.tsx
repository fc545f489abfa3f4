// @vitest-environment jsdom
import { INVITE_MESSAGES } from '@portal/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, ok, refuse, reply } from '../../../test-support/fake-server.ts';
import InvitePage from './invite-page.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const TOKEN = 'A'.repeat(43);
const LOOK = `/api/v1/invites/${TOKEN}`;
const ACCEPT = '/api/v1/invites/accept';
const { server, sentTo } = installFakeServer(() => ({
  [LOOK]: () => ok({ first_name: 'Robin', email: 'robin@example.test', coach_name: 'Grace Hopper' }),
  [ACCEPT]: () => ok({ message: INVITE_MESSAGES.accepted }),
}), () => toastSpy.mockClear());

const renderPage = () => render(
  <MemoryRouter initialEntries={[`/invite/${TOKEN}`]}>
    <Routes>
      <Route path="/invite/:token" element={<InvitePage />} />
      <Route path="/login" element={<p>The sign-in page</p>} />
    </Routes>
  </MemoryRouter>,
);
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/invite/{token}, the invited client\'s first password (issue 12)', () => {
  it('greets the client by name, sets the password and goes to sign in with the confirmation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome, Robin' })).toBeTruthy();
    expect(screen.getByText(/Grace Hopper has invited you/)).toBeTruthy();
    fill(/^Password/, 'Quiet-Harbour-Lantern-9');
    fill(/^Confirm password/, 'Quiet-Harbour-Lantern-9');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The sign-in page')).toBeTruthy();
    expect(sentTo(ACCEPT)).toEqual([{ token: TOKEN, password: 'Quiet-Harbour-Lantern-9', password_confirmation: 'Quiet-Harbour-Lantern-9' }]);
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(INVITE_MESSAGES.accepted, expect.anything()));
  });

  it('checks the password policy before sending', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome, Robin' });
    fill(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    fill(/^Password/, 'Long-enough-pass-1');
    fill(/^Confirm password/, 'Long-enough-pass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password confirmation does not match.')).toBeTruthy();
    expect(sentTo(ACCEPT)).toEqual([]);
  });

  it('says clearly when the link is dead, from the start or when it dies before the password is set', async () => {
    server.routes[LOOK] = () => refuse(404, INVITE_MESSAGES.invalidLink);
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeTruthy();
    expect(screen.getByText(INVITE_MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
    first.unmount();

    server.routes[LOOK] = () => ok({ first_name: 'Robin', email: 'robin@example.test', coach_name: 'Grace Hopper' });
    server.routes[ACCEPT] = () => reply(422, { status: 422, error: { token: [INVITE_MESSAGES.invalidLink] }, message: INVITE_MESSAGES.invalidLink });
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome, Robin' });
    fill(/^Password/, 'Quiet-Harbour-Lantern-9');
    fill(/^Confirm password/, 'Quiet-Harbour-Lantern-9');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeTruthy();
  });
});
