// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { renderGroupRoutes } from './render-group-routes.tsx';

// The member's group and lesson pages against a fake /gapi (answered by the field asked) and a
// fake create-intent.
const row = (id: string, order: number) => ({
  id, title: `Lesson ${id} title`, short_desc: null, lesson_order: order, lesson_length: null, lesson_access: 1,
  locked_reason: null, unlocks_at: null, completed: false,
});
const state = { status: 'active', frequency: 'monthly' as string | null };
// lesson_order 2 and 4: the coach's drafts at 1 and 3 are not shown to members
const usergroup = () => ({
  id: '3', user_group_id: '30', title: 'Profit Accelerator', description: null, group_img: null, intro_video: null, meets_on: null,
  status: state.status, group_status: 'running', is_recurring: false, start_date: null, end_date: null, total_lessons: 2,
  completed_lessons: 0, next_meeting: null, paid_at: null, payment_frequency: state.frequency, userlessons: [row('12', 4), row('11', 2)],
});
const userlesson = {
  id: '12', title: 'Lesson 12 title', short_desc: null, full_desc: null, lesson_img: null, lesson_video: null, quiz_url: null,
  lesson_order: 4, lesson_length: null, lesson_access: 1, locked_reason: null, unlocks_at: null, has_recording: false, coach_id: null,
  next_lesson: null, group: { id: '3', title: 'Profit Accelerator', payment_frequency: 'monthly' }, resources: [],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
stubFetch(() => json({}));
const answer = async (url: string, init?: RequestInit) => {
  if (url.endsWith('/create-intent')) {
    return json({ status: 200, data: { client_secret: 'pi_1_secret', payment_id: 'pi_1', provider: 'test', amount: 19950, currency: 'usd', publishable_key: null } });
  }
  const query = String(JSON.parse(String(init?.body ?? '{}')).query ?? '');
  if (query.includes('usergroup(')) return json({ data: { usergroup: usergroup() } });
  if (query.includes('userlesson(')) return json({ data: { userlesson } });
  if (query.includes('lessonMeetingSearch(')) return json({ data: { lessonMeetingSearch: [] } });
  return json({ data: { analyticsSearch: null } });
};

const renderAt = (path: string) => {
  vi.mocked(fetch).mockImplementation(answer as typeof fetch);
  return renderGroupRoutes(path);
};

describe('the member\'s lesson numbers', () => {
  it('numbers the group page\'s lessons 1…n among those shown, not by the coach\'s lesson_order', async () => {
    state.status = 'active';
    renderAt('/groups/3/30');
    await screen.findByRole('heading', { level: 1, name: 'Profit Accelerator' });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => [li.querySelector('.lesson-row__order')?.textContent, li.querySelector('h3')?.textContent]))
      .toEqual([['1', 'Lesson 11 title'], ['2', 'Lesson 12 title']]);
  });

  it('gives the lesson page the same number', async () => {
    state.status = 'active';
    renderAt('/groups/3/30/lesson/12');
    const title = await screen.findByRole('heading', { level: 1, name: /Lesson 12 title$/ });
    await waitFor(() => expect(title.textContent).toBe('Lesson 2: Lesson 12 title'));
  });
});

describe('the amount due, with how often it is paid', () => {
  it('shows a monthly price as "$199.50 / month"', async () => {
    Object.assign(state, { status: 'unpaid', frequency: 'monthly' });
    renderAt('/groups/3/30');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay now/ }));
    expect((await screen.findByText(/^Amount due:/)).textContent).toBe('Amount due: $199.50 / month');
    expect(screen.getByRole('button', { name: 'Pay $199.50' })).toBeTruthy();
  });

  it('keeps a one-off price as it is', async () => {
    Object.assign(state, { status: 'unpaid', frequency: 'one_time' });
    renderAt('/groups/3/30');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay now/ }));
    expect((await screen.findByText(/^Amount due:/)).textContent).toBe('Amount due: $199.50');
  });
});
