// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { card, ok, renderPage, sentTo, server } from './test-server.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

// jsdom lays nothing out: give the three columns side by side (280 px wide, 300 px apart) and each
// card the top of its column, so dnd-kit's keyboard sensor can find the column to the right.
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const column = this.closest('.board-column');
    if (!column) return original.call(this);
    const index = [...column.parentElement!.children].indexOf(column);
    const isColumn = column === this;
    const [x, y, width, height] = [index * 300, isColumn ? 0 : 40, 280, isColumn ? 600 : 80];
    return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => { Element.prototype.getBoundingClientRect = original; });

describe('/action-steps: a card moved by keyboard with dnd-kit (spec §4 Boards)', () => {
  it('picks the card up with space, carries it right with the arrow key, drops it with space, and says where it is at each step', async () => {
    server.routes['/api/v1/impcoaching/steps/'] = () => ok([card({ id: 1 })]);
    server.routes['/api/v1/clientportal/change/action/status'] = () => {
      const moved = card({ id: 1, status: 2 });
      return ok({ step: moved, message: 'Action Step is now in in progress stage', steps: [moved] });
    };
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Drag Raise bread prices' });
    handle.focus();
    const live = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
    await act(async () => { fireEvent.keyDown(handle, { key: ' ', code: 'Space' }); });
    await waitFor(() => expect(live()).toBe('Raise bread prices is over to do.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' }); });
    await waitFor(() => expect(live()).toBe('Raise bread prices is over in progress.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' }); });
    await waitFor(() => expect(sentTo('/api/v1/clientportal/change/action/status')).toEqual([{ id: 1, status: 2 }]));
    expect(live()).toBe('Raise bread prices was dropped in in progress.');
    const column = screen.getByRole('region', { name: /^In progress \(/ });
    await waitFor(() => expect(within(column).getByRole('heading', { name: 'Raise bread prices' })).toBeTruthy());
  });
});
