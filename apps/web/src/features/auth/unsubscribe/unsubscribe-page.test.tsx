// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeServer, ok, refuse } from '../../../test-support/fake-server.ts';
import UnsubscribePage from './unsubscribe-page.tsx';

// Issue 21: the one-click unsubscribe link of a notification mail, opened without signing in.
const TOKEN = 'u1.AbC-dEf_123';
const CALL = `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(TOKEN)}`;
const FILES = { kind: 'file_shared', label: 'Files shared with you' };
const { server, sentTo } = installFakeServer(() => ({ [CALL]: () => ok(FILES) }));

const renderPage = (search = `?token=${encodeURIComponent(TOKEN)}`) => render(
  <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
    <Routes>
      <Route path="/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/profile" element={<p>The profile page</p>} />
    </Routes>
  </MemoryRouter>,
);
const methods = () => (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.map(([url, init]) => `${init.method} ${url}`);

describe('/unsubscribe?token=… (issue 21)', () => {
  it('asks first, changing nothing on opening, and stops the mail on the button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Stop mail about files shared with you?' })).toBeTruthy();
    expect(methods()).toEqual([`GET ${CALL}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop this mail' }));
    expect(await screen.findByRole('heading', { name: 'Mail stopped' })).toBeTruthy();
    expect(screen.getByRole('status').textContent)
      .toBe('You will no longer get mail about files shared with you. You can change this any time on your profile.');
    expect(methods()).toEqual([`GET ${CALL}`, `POST ${CALL}`]);
    expect(sentTo(CALL)).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Go to your profile' }));
    expect(await screen.findByText('The profile page')).toBeTruthy();
  });

  it('says clearly when the link is unknown or expired, and asks nothing for a link without a token', async () => {
    server.routes[CALL] = () => refuse(404, 'This link has expired or is not valid.');
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link has expired or is not valid.');
    expect(screen.queryByRole('button', { name: 'Stop this mail' })).toBeNull();
    first.unmount();

    renderPage('');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is not complete.');
    expect(methods()).toEqual([`GET ${CALL}`]);
  });

  it('keeps the question when stopping fails for a passing reason, and shows a dead link when the token died meanwhile', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Stop mail about files shared with you?' });
    server.routes[CALL] = () => refuse(503, 'The service is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Stop this mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not stop this mail. The service is busy.');
    expect(screen.getByRole('heading', { name: 'Stop mail about files shared with you?' })).toBeTruthy();
    server.routes[CALL] = () => refuse(404, 'This link has expired or is not valid.');
    fireEvent.click(screen.getByRole('button', { name: 'Stop this mail' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('offers to try again when the link could not be checked', async () => {
    server.routes[CALL] = () => refuse(503, 'The service is busy.');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not check your link. The service is busy.');
    server.routes[CALL] = () => ok(FILES);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Stop mail about files shared with you?' })).toBeTruthy());
  });
});
