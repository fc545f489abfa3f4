// @vitest-environment jsdom
import type { CoachAcademyCourseDetail, CoachAcademyLesson, CoachIdea, CoachIdeaBank } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import CourseContentPage from './course-page.tsx';
import IdeaBankContentPage from './idea-bank-page.tsx';
import IdeaContentPage from './idea-page.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

// The coach's content pages against a fake server (fetch by path); client, cache, router and forms are real.
const coach = { ...sampleUser, id: 2, role_id: 2 };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const { server, sentTo } = installFakeServer(() => ({}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
});
const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/academy/:courseId" element={<CourseContentPage />} />
          <Route path="/coach/idea-bank" element={<IdeaBankContentPage />} />
          <Route path="/coach/idea-bank/ideas/:ideaId" element={<IdeaContentPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);

const lesson = (id: number, order: number): CoachAcademyLesson =>
  ({ id, course_id: 3, title: `Lesson ${id}`, summary: null, body: null, video: null, order, duration: null });
const course = (lessons: CoachAcademyLesson[]): CoachAcademyCourseDetail => ({
  id: 3, title: 'Pricing for profit', summary: null, image: null, video: null, order: 1, duration: null, published: true,
  total_lessons: lessons.length, lessons,
});
const ORDER = '/api/v1/coach/academy/courses/3/lessons/order';
const withCourse = () => {
  server.routes['/api/v1/coach/academy/courses/3'] = () => ok(course([lesson(21, 1), lesson(22, 2), lesson(23, 3)]));
  server.routes[ORDER] = (body) => ok(course((body.lesson_ids as number[]).map((id, i) => lesson(id, i + 1))));
};
const order = () => within(screen.getByRole('list', { name: 'Lessons in order' })).getAllByRole('link', { name: /^Lesson \d+$/ }).map((a) => a.textContent);

describe('/coach/academy/:courseId: the lessons in order (issue 12)', () => {
  it('moves a lesson up with its button and saves the whole new order', async () => {
    withCourse();
    renderAt('/coach/academy/3');
    await screen.findByRole('list', { name: 'Lessons in order' });
    expect(screen.getByRole('button', { name: 'Move down: Lesson 23' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Lesson 23' }));
    await waitFor(() => expect(sentTo(ORDER)).toEqual([{ lesson_ids: [21, 23, 22] }]));
    await waitFor(() => expect(order()).toEqual(['Lesson 21', 'Lesson 23', 'Lesson 22']));
  });

  it('puts the order back when the server refuses it', async () => {
    withCourse();
    server.routes[ORDER] = () => reply(422, { status: 422, error: { lesson_ids: ['Send every lesson of this course once, in the new order.'] }, message: 'Invalid' });
    renderAt('/coach/academy/3');
    await screen.findByRole('list', { name: 'Lessons in order' });
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Lesson 21' }));
    await waitFor(() => expect(sentTo(ORDER)).toHaveLength(1));
    await waitFor(() => expect(order()).toEqual(['Lesson 21', 'Lesson 22', 'Lesson 23']));
  });

  it('asks before deleting a lesson, and deletes only when confirmed', async () => {
    withCourse();
    server.routes['/api/v1/coach/academy/courses/3/lessons/22/delete'] = () => ok(course([lesson(21, 1), lesson(23, 2)]));
    renderAt('/coach/academy/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Lesson 22' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the lesson' }));
    expect(sentTo('/api/v1/coach/academy/courses/3/lessons/22/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Lesson 22' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lesson' }));
    await waitFor(() => expect(order()).toEqual(['Lesson 21', 'Lesson 23']));
  });

  it('checks the course form like the server and sends the length as a number', async () => {
    withCourse();
    server.routes['/api/v1/coach/academy/courses/3'] = (body) => ok({ ...course([]), ...(body ?? {}) });
    renderAt('/coach/academy/3');
    const form = await screen.findByRole('form', { name: 'Course' });
    const title = within(form).getByLabelText('Title', { exact: false, selector: 'input' });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await within(form).findByText('Title is required.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Pricing' } });
    fireEvent.change(within(form).getByLabelText('Length in minutes', { exact: false }), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/academy/courses/3').at(-1)).toMatchObject({ title: 'Pricing', duration: 45, published: true }));
  });
});

const BANK: CoachIdeaBank = {
  categories: [
    { id: 1, slug: 'social', name: 'Social', description: '', position: 1, idea_count: 1, ideas: [{ id: 7, slug: 'reels', title: 'Short reels', position: 1 }] },
    { id: 2, slug: 'radio', name: 'Radio', description: '', position: 2, idea_count: 0, ideas: [] },
  ],
};
const idea: CoachIdea = {
  id: 7, slug: 'reels', title: 'Short reels', category_id: 1, summary: '', body: '<p>Film it.</p>', ad_copy: 'Watch us.', images: [], position: 1,
  updated_at: '2026-03-01T10:00:00.000Z',
};

describe('/coach/idea-bank: categories and ideas (issue 12)', () => {
  it('lists each category with its ideas and lets only an empty category be deleted', async () => {
    server.routes['/api/v1/coach/idea-bank'] = () => ok(BANK);
    server.routes['/api/v1/coach/idea-bank/categories/2/delete'] = () => ok({ id: 2 });
    renderAt('/coach/idea-bank');
    expect(within(await screen.findByRole('list', { name: 'Ideas in Social' })).getByRole('link', { name: 'Short reels' })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Delete category', hidden: true });
    expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([true, false]);
    fireEvent.click(buttons[1]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/idea-bank/categories/2/delete')).toHaveLength(1));
  });

  it('adds an idea in the chosen category and opens its editor', async () => {
    server.routes['/api/v1/coach/idea-bank'] = () => ok(BANK);
    server.routes['/api/v1/coach/idea-bank/ideas'] = () => reply(201, { status: 201, data: { ...idea, id: 8, title: 'Drive-time spot' } });
    server.routes['/api/v1/coach/idea-bank/ideas/8'] = () => ok({ ...idea, id: 8, title: 'Drive-time spot' });
    renderAt('/coach/idea-bank');
    const form = await screen.findByRole('form', { name: 'New idea' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add idea' }));
    expect(await within(form).findByText('Title is required.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: 'Drive-time spot' } });
    fireEvent.change(within(form).getByLabelText('Category', { exact: false }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add idea' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/idea-bank/ideas')).toEqual([{ title: 'Drive-time spot', category_id: 2 }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Drive-time spot' })).toBeTruthy();
  });

  it('saves an edited idea with its rich text and ad copy', async () => {
    server.routes['/api/v1/coach/idea-bank'] = () => ok(BANK);
    server.routes['/api/v1/coach/idea-bank/ideas/7'] = (body) => ok({ ...idea, ...(body ?? {}) });
    renderAt('/coach/idea-bank/ideas/7');
    const copy = await screen.findByLabelText('Example ad copy', { exact: false });
    fireEvent.input(copy, { target: { value: 'Watch us now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save idea' }));
    await waitFor(() => expect(sentTo('/api/v1/coach/idea-bank/ideas/7').at(-1)).toMatchObject({ ad_copy: 'Watch us now.', body: '<p>Film it.</p>', category_id: 1 }));
  });
});
