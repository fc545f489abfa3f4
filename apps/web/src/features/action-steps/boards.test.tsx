// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { card, newQueryClient, ok, refuse, renderPage, sentTo, server } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));
beforeEach(() => toastSpy.mockClear());

const STEPS = '/api/v1/impcoaching/steps/';
const MOVE = '/api/v1/clientportal/change/action/status';
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const titlesIn = (name: string) => within(column(name)).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const toasts = () => toastSpy.mock.calls.map((c) => c[0] as string);

describe('/action-steps boards (spec §4 Boards)', () => {
  it('starts again from three empty columns and reloads when the tab or the main focus changes', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.routes[STEPS] = (body) => (body.board === 'action_steps' && body.path === 'pricing'
      ? ok([card({ id: 1, title: 'Raise bread prices' }), card({ id: 2, title: 'New price list', status: 2 })])
      : new Promise((resolve) => { answer = resolve; }));
    renderPage();
    await screen.findByRole('heading', { name: 'Raise bread prices' });
    expect(titlesIn('In progress')).toEqual(['New price list']);

    fireEvent.click(screen.getByRole('tab', { name: 'Reminders' }));
    expect(screen.getByRole('tab', { name: 'Reminders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Raise bread prices' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading your reminders');
    answer(ok([card({ id: 5, board: 'reminders', title: 'Check the till' })]));
    await screen.findByRole('heading', { name: 'Check the till' });
    expect(titlesIn('To do')).toEqual(['Check the till']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Main focus' }), { target: { value: '4:sales' } });
    expect(screen.queryByRole('heading', { name: 'Check the till' })).toBeNull();
    expect(sentTo(STEPS)).toEqual([
      { assessment_id: 4, path: 'pricing', board: 'action_steps' },
      { assessment_id: 4, path: 'pricing', board: 'reminders' },
      { assessment_id: 4, path: 'sales', board: 'reminders' },
    ]);
  });

  it('marks the monthly tracker of /metrics stale once a move is stored, so it counts the step', async () => {
    server.routes[STEPS] = () => ok([card({ id: 1 })]);
    server.routes[MOVE] = () => { const moved = card({ id: 1, status: 3 }); return ok({ step: moved, message: 'Action Step is now in completed stage', steps: [moved] }); };
    const client = newQueryClient();
    client.setQueryData(SHARED_QUERY_KEYS.monthlyTracker, { months: [] });
    renderPage(client);
    const article = await screen.findByRole('article', { name: 'Raise bread prices' });
    expect(client.getQueryState(SHARED_QUERY_KEYS.monthlyTracker)?.isInvalidated).toBe(false);
    fireEvent.click(within(article).getByRole('button', { name: 'Move to completed' }));
    await waitFor(() => expect(toasts()).toContain('Action Step is now in completed stage'));
    expect(client.getQueryState(SHARED_QUERY_KEYS.monthlyTracker)?.isInvalidated).toBe(true);
  });

  it('moves a card at once, then keeps the server\'s board and shows its message', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.routes[STEPS] = () => ok([card({ id: 1 })]);
    server.routes[MOVE] = () => new Promise((resolve) => { answer = resolve; });
    renderPage();
    const article = await screen.findByRole('article', { name: 'Raise bread prices' });
    fireEvent.click(within(article).getByRole('button', { name: 'Move to in progress' }));
    await waitFor(() => expect(titlesIn('In progress')).toEqual(['Raise bread prices']));
    expect(titlesIn('To do')).toEqual([]);
    expect(sentTo(MOVE)).toEqual([{ id: 1, status: 2 }]);
    const moved = card({ id: 1, status: 2 });
    answer(ok({ step: moved, message: 'Action Step is now in in progress stage', steps: [moved] }));
    await waitFor(() => expect(toasts()).toContain('Action Step is now in in progress stage'));
    expect(titlesIn('In progress')).toEqual(['Raise bread prices']);
  });

  it('puts the card back with a toast that says so when the server refuses the move', async () => {
    server.routes[STEPS] = () => ok([card({ id: 1 }), card({ id: 2, title: 'Bake less rye', status: 3 })]);
    server.routes[MOVE] = () => refuse(403, 'You may not change this plan.');
    renderPage();
    const article = await screen.findByRole('article', { name: 'Raise bread prices' });
    fireEvent.click(within(article).getByRole('button', { name: 'Move to completed' }));
    await waitFor(() => expect(toasts()).toEqual(['The card could not be moved and is back where it was. You may not change this plan.']));
    expect(titlesIn('To do')).toEqual(['Raise bread prices']);
    expect(titlesIn('Completed')).toEqual(['Bake less rye']);
  });
});
