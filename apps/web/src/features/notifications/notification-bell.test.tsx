// @vitest-environment jsdom
import { LIVE_EVENT, NOTIFICATIONS_PAGE, type LiveEventType, type Notification } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, ok, refuse } from '../../test-support/fake-server.ts';
import { renderSignedIn } from '../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../test-support/sample-user.ts';
import { NotificationBell } from './notification-bell.tsx';

// Issue 21: the bell in the top bar. The page has settled at once, and the live stream is a stand-in
// the test sends events through (lib/live-events.ts is tested on its own).
vi.mock('../../lib/after-idle.ts', () => ({ useAfterIdle: () => true }));
const stream = vi.hoisted(() => ({ listeners: new Set<(type: LiveEventType) => void>() }));
vi.mock('../../lib/live-events.ts', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvents(enabled: boolean, onEvent: (type: LiveEventType) => void) {
      const handler = useRef(onEvent);
      useEffect(() => { handler.current = onEvent; });
      useEffect(() => {
        if (!enabled) return;
        const listener = (type: LiveEventType) => handler.current(type);
        stream.listeners.add(listener);
        return () => { stream.listeners.delete(listener); };
      }, [enabled]);
      return enabled;
    },
  };
});
const send = (type: LiveEventType) => act(() => { for (const listener of stream.listeners) listener(type); });

const LIST = '/api/v1/notifications';
const READ = '/api/v1/notifications/read';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id, kind: 'coach_replied', title: `Grace Hopper replied ${id}`, body: 'Looks good, raise the payroll line first.',
  url: `/messages/thread/${id}`, created_at: minutesAgo(id), read_at: null, ...over,
});
const TWO = { unread: 2, items: [note(2), note(1, { kind: 'file_shared', title: 'Grace Hopper shared Price list.pdf', url: '/resources' })] };

const { server, sentTo } = installFakeServer(() => ({
  [LIST]: () => ok(TWO),
  [READ]: (body) => ok({ unread: 'all' in body ? 0 : 1 }),
}));

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}
const renderBell = () => renderSignedIn(
  <MemoryRouter initialEntries={['/help']}>
    <NotificationBell user={sampleUser} />
    <Routes><Route path="*" element={<Where />} /></Routes>
  </MemoryRouter>,
  sampleUser,
);
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const open = async () => {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
};
const list = () => screen.findByRole('list', { name: 'Notifications, newest first' });

describe('the notifications bell (issue 21)', () => {
  it('shows the unread count in its name and lists the newest first, unread ones marked', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell().textContent).toBe('2');
    const panel = await open();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' })));
    const links = within(await list()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/messages/thread/2', '/resources']);
    expect(links[0]!.textContent).toMatch(/^Unread: Grace Hopper replied 2Looks good, raise the payroll line first\.2 minutes ago$/);
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });

  it('marks a followed notification read at once (the count goes down before the server answers) and goes there', async () => {
    let answer!: () => void;
    server.routes[READ] = () => new Promise((resolve) => { answer = () => resolve(ok({ unread: 1 })); });
    renderBell();
    await open();
    fireEvent.click(within(await list()).getByRole('link', { name: /Price list\.pdf/ }));
    expect(screen.getByTestId('path').textContent).toBe('/resources');
    await waitFor(() => expect(sentTo(READ)).toEqual([{ ids: [1] }]));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(screen.queryByRole('dialog')).toBeNull();
    answer();
    await open();
    const read = within(await list()).getByRole('link', { name: /Price list\.pdf/ });
    expect(read.textContent).not.toMatch(/Unread/);
    // following a read one again sends nothing
    fireEvent.click(read);
    expect(sentTo(READ)).toHaveLength(1);
  });

  it('puts the count back when marking read fails', async () => {
    server.routes[READ] = () => refuse(503, 'The service is busy.');
    renderBell();
    await open();
    fireEvent.click(within(await list()).getByRole('link', { name: /replied 2/ }));
    await waitFor(() => expect(sentTo(READ)).toHaveLength(1));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
  });

  it('marks all read', async () => {
    renderBell();
    const panel = await open();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(sentTo(READ)).toEqual([{ all: true }]);
    expect(within(panel).queryByText(/Unread:/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('follows the live event (and a resync): the count changes without a reload', async () => {
    server.routes[LIST] = () => ok({ unread: 0, items: [] });
    renderBell();
    await waitFor(() => expect(sentTo(LIST)).toHaveLength(1));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    server.routes[LIST] = () => ok({ unread: 1, items: [note(1)] });
    send(LIVE_EVENT.notifications);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    server.routes[LIST] = () => ok(TWO);
    send(LIVE_EVENT.mail); // not the bell's: nothing asked
    send(LIVE_EVENT.resync);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(sentTo(LIST)).toHaveLength(3);
  });

  it('says so when there is nothing yet', async () => {
    server.routes[LIST] = () => ok({ unread: 0, items: [] });
    renderBell();
    const panel = await open();
    expect(await within(panel).findByText('Nothing new.')).toBeTruthy();
    expect(within(panel).getByText('We\'ll let you know when your coach replies, shares a file or opens a lesson.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    server.routes[LIST] = () => refuse(503, 'The service is busy.');
    renderBell();
    const panel = await open();
    expect((await within(panel).findByRole('alert')).textContent).toContain('We could not load your notifications. The service is busy.');
    server.routes[LIST] = () => ok(TWO);
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
  });

  it('loads older ones before the last shown, and keeps one page once closed', async () => {
    const page = Array.from({ length: NOTIFICATIONS_PAGE }, (_, i) => note(100 - i, { read_at: minutesAgo(1) }));
    server.routes[LIST] = () => ok({ unread: 0, items: page });
    server.routes[`${LIST}?before=71`] = () => ok({ unread: 0, items: [note(70, { title: 'The oldest' })] });
    renderBell();
    const panel = await open();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('The oldest')).toBeTruthy();
    expect(within(await list()).getAllByRole('link')).toHaveLength(NOTIFICATIONS_PAGE + 1);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(bell());
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(within(await list()).getAllByRole('link')).toHaveLength(NOTIFICATIONS_PAGE);
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    renderBell();
    const panel = await open();
    await list();
    fireEvent.keyDown(within(panel).getAllByRole('link')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });
});
