// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LessonAccessOverview, LessonBlock } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { group, lesson, ok, reply, renderAt, sentTo, server } from './test-server.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

// jsdom lays nothing out: each lesson of the list gets the top of its place (60 px apart), so
// dnd-kit's keyboard sensor can find the place below.
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('.cp-lesson');
    if (!row) return original.call(this);
    const y = [...row.parentElement!.children].indexOf(row) * 60;
    return { x: 0, y, left: 0, top: y, width: 600, height: 50, right: 600, bottom: y + 50, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => { Element.prototype.getBoundingClientRect = original; });

const LESSONS = [lesson(11, 1), lesson(12, 2), lesson(13, 3)];
const person = (user_id: number, first_name: string, blocks: LessonBlock[]) =>
  ({ user_id, first_name, last_name: 'Reyes', can_open: blocks.length === 0, blocks });
const ACCESS: LessonAccessOverview[] = LESSONS.map((l) => ({
  lesson_id: l.id, title: l.title, lesson_order: l.lesson_order, published: l.id === 11, free_lesson: l.id === 11,
  members: l.id === 11 ? [person(7, 'Dana', []), person(8, 'Eli', ['not_opened'])] : [person(7, 'Dana', ['not_published', 'not_opened']), person(8, 'Eli', ['not_published', 'unpaid', 'not_opened'])],
}));
const ORDER = '/api/v1/coach/groups/5/lessons/order';
const withLessons = () => {
  server.routes['/api/v1/coach/groups/5'] = () => ok(group());
  server.routes['/api/v1/coach/groups/5/lessons'] = () => ok(LESSONS);
  server.routes[ORDER] = (body) => ok((body.lesson_ids as number[]).map((id, i) => lesson(id, i + 1)));
  server.routes['/api/v1/coach/groups/5/access'] = () => ok(ACCESS);
};
const titles = () => within(screen.getByRole('list', { name: 'Lessons in order' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/coach/groups/:id lessons: the order (issue 12)', () => {
  it('moves a lesson down with its button and saves the whole new order', async () => {
    withLessons();
    renderAt('/coach/groups/5?tab=lessons');
    await screen.findByRole('list', { name: 'Lessons in order' });
    expect(screen.getByRole('button', { name: 'Move up: Lesson 11' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Lesson 11' }));
    await waitFor(() => expect(sentTo(ORDER)).toEqual([{ lesson_ids: [12, 11, 13] }]));
    await waitFor(() => expect(titles()).toEqual(['Lesson 12', 'Lesson 11', 'Lesson 13']));
  });

  it('carries a lesson down by keyboard (space, arrow, space) and says where it is at each step', async () => {
    withLessons();
    renderAt('/coach/groups/5?tab=lessons');
    const handle = await screen.findByRole('button', { name: 'Drag Lesson 11' });
    handle.focus();
    const live = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
    await act(async () => { fireEvent.keyDown(handle, { key: ' ', code: 'Space' }); });
    await waitFor(() => expect(live()).toBe('Lesson 11 is over place 1 of 3.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' }); });
    await waitFor(() => expect(live()).toBe('Lesson 11 is over place 2 of 3.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' }); });
    await waitFor(() => expect(sentTo(ORDER)).toEqual([{ lesson_ids: [12, 11, 13] }]));
    expect(live()).toBe('Lesson 11 was dropped at place 2 of 3.');
  });

  it('puts the order back as it was when the server refuses it', async () => {
    withLessons();
    server.routes[ORDER] = () => reply(422, { status: 422, error: { lesson_ids: ['Send every lesson of the group exactly once.'] }, message: 'Invalid' });
    renderAt('/coach/groups/5?tab=lessons');
    await screen.findByRole('list', { name: 'Lessons in order' });
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Lesson 12' }));
    await waitFor(() => expect(sentTo(ORDER)).toHaveLength(1));
    await waitFor(() => expect(titles()).toEqual(['Lesson 11', 'Lesson 12', 'Lesson 13']));
  });

  it('publishes a lesson and opens it for every member', async () => {
    withLessons();
    server.routes['/api/v1/coach/groups/5/lessons/12'] = () => ok(lesson(12, 2, { published: true }));
    server.routes['/api/v1/coach/groups/5/lessons/12/access'] = () => ok({ lesson_id: 12, open_count: 2, member_count: 2 });
    renderAt('/coach/groups/5?tab=lessons');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Published: Lesson 12' }));
    // closed for both members: publishing asks whether to open it for them too
    const dialog = await screen.findByRole('dialog', { name: 'Publish this lesson?' });
    expect(dialog.textContent).toContain('is not opened for 2 of 2 members');
    expect(sentTo('/api/v1/coach/groups/5/lessons/12')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish only' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/groups/5/lessons/12')).toEqual([{ published: true }]));
    fireEvent.click(screen.getByRole('button', { name: 'Open for all members: Lesson 12' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/groups/5/lessons/12/access')).toEqual([{ open: true }]));
  });

  it('publishes and opens for every member in one request, from the same question', async () => {
    withLessons();
    server.routes['/api/v1/coach/groups/5/lessons/13'] = () => ok(lesson(13, 3, { published: true, open_count: 2 }));
    renderAt('/coach/groups/5?tab=lessons');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Published: Lesson 13' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this lesson?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish and open for all 2 members' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/groups/5/lessons/13')).toEqual([{ published: true, open_for_all: true }]));
    expect(sentTo('/api/v1/coach/groups/5/lessons/13/access')).toEqual([]);
  });

  it('says who can open each lesson now and why the others cannot, and opens it for one of them', async () => {
    withLessons();
    server.routes['/api/v1/coach/groups/5/lessons/11/access'] = () => ok({ lesson_id: 11, open_count: 2, member_count: 2 });
    renderAt('/coach/groups/5?tab=lessons');
    const row = (await screen.findByRole('heading', { level: 3, name: 'Lesson 11' })).closest('li')!;
    await waitFor(() => expect(within(row).getByText('Who can open it: 1 of 2')).toBeTruthy());
    fireEvent.click(within(row).getByText('Who can open it: 1 of 2'));
    expect(row.textContent).toContain('1 of 2 members can open it now: Dana Reyes.');
    const cannot = within(row).getByRole('list', { name: 'Who cannot open Lesson 11' });
    expect(cannot.textContent).toContain('Eli Reyes: not opened for them');
    const draft = screen.getByRole('heading', { level: 3, name: 'Lesson 13' }).closest('li')!;
    expect(draft.textContent).toContain('Eli Reyes: not published · unpaid and not free · not opened for them');
    fireEvent.click(within(cannot).getByRole('button', { name: 'Open for Eli Reyes' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/groups/5/lessons/11/access')).toEqual([{ open: true, user_id: 8 }]));
  });
});

describe('/coach/groups/new: the group form (issue 12)', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' }), { target: { value } });

  it('shows the field messages of the schema and sends nothing while they stand', async () => {
    renderAt('/coach/groups/new');
    fill('Price', '12.345');
    fill('Start date', '2026-05-01');
    fill('End date', '2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 497 or 497.00.')).toBeTruthy();
    expect(screen.getByText('The end date must not be before the start date.')).toBeTruthy();
    expect(sentTo('/api/v1/coach/groups')).toEqual([]);
  });

  it('sends the group with its options as true or false, and opens its page', async () => {
    server.routes['/api/v1/coach/groups'] = () => reply(201, { status: 201, data: group({ id: 9 }) });
    server.routes['/api/v1/coach/groups/9'] = () => ok(group({ id: 9 }));
    renderAt('/coach/groups/new');
    fill('Title', 'Cash Flow Clinic');
    fill('Price', '250');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recurring programme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/groups')).toHaveLength(1));
    expect(sentTo('/api/v1/coach/groups')[0]).toMatchObject({ title: 'Cash Flow Clinic', price: '250.00', is_recurring: true, template: false, active: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Flow Clinic' })).toBeTruthy();
  });

  it('puts the server\'s field messages beside their fields', async () => {
    server.routes['/api/v1/coach/groups'] = () => reply(422, { status: 422, error: { intro_video: ['Enter a full web address (https://…).'] }, message: 'Invalid' });
    renderAt('/coach/groups/new');
    fill('Title', 'Cash Flow Clinic');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const video = screen.getByLabelText('Intro video address', { exact: false, selector: 'input' });
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
  });
});
