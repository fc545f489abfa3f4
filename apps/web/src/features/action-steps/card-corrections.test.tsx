// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { actionStepStage, type BoardCard } from '@portal/contract';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLUMNS } from './columns.ts';
import { card, ok, refuse, renderPage, sentTo, server, task, user } from './test-server.tsx';

type ToastContent = string | ((p: { closeToast: () => void }) => ReactNode);
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));
beforeEach(() => toastSpy.mockClear());

const STEPS = '/api/v1/impcoaching/steps/';
const UPDATE = '/api/v1/clientportal/implementations/update/';
const DELETE = '/api/v1/clientportal/implementations/delete/';
const RESTORE = '/api/v1/clientportal/implementations/restore/';
const COACH_ID = 90_001;
const TASKS = '/api/v1/tasks/client/';
/** The content of the latest toast that carries an Undo button, rendered as react-toastify would. */
async function undoToast() {
  const undo = await waitFor(() => {
    const content = toastSpy.mock.calls.map((c) => c[0] as ToastContent).findLast((c) => typeof c === 'function');
    expect(content).toBeDefined();
    return content as Exclude<ToastContent, string>;
  });
  const closeToast = vi.fn();
  const shown = render(<>{undo({ closeToast })}</>);
  return { shown, closeToast };
}
const texts = () => toastSpy.mock.calls.map((c) => c[0] as ToastContent).filter((c): c is string => typeof c === 'string');

describe('/action-steps: a client corrects the cards and commitments they made', () => {
  it('offers Edit and Delete on the client\'s own cards only; a coach\'s card says who set it', async () => {
    server.routes[STEPS] = () => ok([card({ id: 1 }), card({ id: 2, title: 'Map the pipeline', created_by: COACH_ID })]);
    renderPage();
    const mine = await screen.findByRole('article', { name: 'Raise bread prices' });
    expect(within(mine).getByRole('button', { name: 'Edit Raise bread prices' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete Raise bread prices' })).toBeTruthy();
    const coachs = screen.getByRole('article', { name: 'Map the pipeline' });
    expect(within(coachs).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(within(coachs).getByText('Set by your coach')).toBeTruthy();
    // still movable: the column is the client's to choose (spec §4 Boards)
    expect(within(coachs).getByRole('button', { name: 'Move to completed' })).toBeTruthy();
  });

  it('edits a reminder\'s text and its date and time, read in the user\'s zone, and shows the stored card', async () => {
    server.routes[STEPS] = (b) => ok(b.board === 'reminders' ? [card({ id: 5, board: 'reminders', title: 'Check the till' })] : []);
    server.routes[UPDATE] = (b) => ok(card({ id: 5, board: 'reminders', title: String(b.title), due_at: String(b.due_at) }));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reminders' }));
    const article = await screen.findByRole('article', { name: 'Check the till' });
    fireEvent.click(within(article).getByRole('button', { name: 'Edit Check the till' }));
    const form = screen.getByRole('form', { name: 'Edit Check the till' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Count the till' } });
    fireEvent.change(within(form).getByLabelText('Date and time'), { target: { value: '2026-04-02T09:30' } });
    fireEvent.submit(form);
    // America/Denver in April is UTC-6
    await waitFor(() => expect(sentTo(UPDATE)).toEqual([{ id: 5, title: 'Count the till', description: null, due_at: '2026-04-02T15:30:00.000Z' }]));
    const saved = await screen.findByRole('article', { name: 'Count the till' });
    expect(within(saved).getByText(/9:30 am MDT, Thursday, April 2nd, 2026/)).toBeTruthy();
    expect(texts()).toContain('The card was saved.');
    expect(user.time_zone).toBe('America/Denver');
  });

  it('keeps the form open with the server\'s field message when it refuses', async () => {
    server.routes[STEPS] = () => ok([card({ id: 1 })]);
    server.routes[UPDATE] = () => new Response(JSON.stringify({ status: 422, message: 'Check the form.', error: { title: ['Must be at most 200 characters.'] } }), { status: 422 });
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Raise bread prices' })).getByRole('button', { name: 'Edit Raise bread prices' }));
    const form = screen.getByRole('form', { name: 'Edit Raise bread prices' });
    fireEvent.submit(form);
    expect(await within(form).findByText('Must be at most 200 characters.')).toBeTruthy();
    expect(within(form).queryByLabelText('Date and time')).toBeNull();
  });

  it('deletes at once, and Undo in the toast puts the card back where the server restored it', async () => {
    const cards: BoardCard[] = [card({ id: 1 }), card({ id: 2, title: 'Bake less rye', position: 1 })];
    server.routes[STEPS] = () => ok(cards);
    server.routes[DELETE] = () => ok({ id: 1, restore_until: '2026-03-01T10:10:00.000Z' });
    server.routes[RESTORE] = () => ok(cards);
    renderPage();
    const article = await screen.findByRole('article', { name: 'Raise bread prices' });
    fireEvent.click(within(article).getByRole('button', { name: 'Delete Raise bread prices' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Raise bread prices' })).toBeNull());
    await waitFor(() => expect(sentTo(DELETE)).toEqual([{ id: 1 }]));
    const { shown, closeToast } = await undoToast();
    expect(shown.container.textContent).toContain('The card was deleted.');
    act(() => { fireEvent.click(within(shown.container).getByRole('button', { name: 'Undo' })); });
    expect(closeToast).toHaveBeenCalled();
    await waitFor(() => expect(sentTo(RESTORE)).toEqual([{ id: 1 }]));
    await screen.findByRole('article', { name: 'Raise bread prices' });
    expect(texts()).toContain('It is back where it was.');
  });

  it('puts the card back with a toast that says so when the server refuses the delete', async () => {
    server.routes[STEPS] = () => ok([card({ id: 1 })]);
    server.routes[DELETE] = () => refuse(403, 'Your coach set this card, so only they can change or delete it.');
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Raise bread prices' })).getByRole('button', { name: 'Delete Raise bread prices' }));
    await waitFor(() => expect(texts()).toEqual(['The card could not be deleted and is back where it was. Your coach set this card, so only they can change or delete it.']));
    expect(screen.getByRole('article', { name: 'Raise bread prices' })).toBeTruthy();
  });

  it("makes a commitment of the client's own, its deadline read in the user's zone", async () => {
    server.routes['/api/v1/clientportal/commitments/add/'] = (b) => ok(task({ id: 40, title: String(b.title), created_by: user.id }));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Commitments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a commitment' }));
    const form = screen.getByRole('form', { name: 'New commitment' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Zażółć — 日本語 €' } });
    fireEvent.change(within(form).getByLabelText('Deadline'), { target: { value: '2026-04-02T09:30' } });
    fireEvent.submit(form);
    await waitFor(() => expect(sentTo('/api/v1/clientportal/commitments/add/')).toEqual([
      { title: 'Zażółć — 日本語 €', description: null, deadline: '2026-04-02T15:30:00.000Z' },
    ]));
    await waitFor(() => expect(texts()).toContain('The commitment was added.'));
  });

  it('edits and deletes (with Undo) only the commitments the client made', async () => {
    let list = [task({ id: 30 }), task({ id: 31, title: 'Price the rye loaf', created_by: user.id })];
    server.routes[TASKS] = () => ok(list);
    server.routes['/api/v1/clientportal/commitments/edit/'] = (b) => { list = [list[0]!, { ...list[1]!, title: String(b.title) }]; return ok(list[1]); };
    server.routes['/api/v1/clientportal/commitments/delete/'] = () => ok({ id: 31, restore_until: '2026-03-01T10:10:00.000Z' });
    server.routes['/api/v1/clientportal/commitments/restore/'] = () => ok(list[1]);
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Commitments' }));
    const coachs = await screen.findByRole('article', { name: 'Call the flour supplier' });
    expect(within(coachs).queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    const mine = screen.getByRole('article', { name: 'Price the rye loaf' });
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit Price the rye loaf' }));
    const form = screen.getByRole('form', { name: 'Edit Price the rye loaf' });
    expect(within(form).queryByLabelText('Deadline')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Price the spelt loaf' } });
    fireEvent.submit(form);
    await waitFor(() => expect(texts()).toContain('Task has been updated'));
    const edited = await screen.findByRole('article', { name: 'Price the spelt loaf' });

    fireEvent.click(within(edited).getByRole('button', { name: 'Delete Price the spelt loaf' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Price the spelt loaf' })).toBeNull());
    const { shown } = await undoToast();
    expect(shown.container.textContent).toContain('The commitment was deleted.');
    act(() => { fireEvent.click(within(shown.container).getByRole('button', { name: 'Undo' })); });
    await waitFor(() => expect(sentTo('/api/v1/clientportal/commitments/restore/')).toEqual([{ id: 31 }]));
    await screen.findByRole('article', { name: 'Price the spelt loaf' });
  });

  it('names the columns with the spec\'s own stage words (\'Action Step is now in {…} stage\')', () => {
    expect(COLUMNS.map((c) => actionStepStage(c.stage))).toEqual([
      'Action Step is now in to do stage', 'Action Step is now in in progress stage', 'Action Step is now in completed stage',
    ]);
  });
});
