// @vitest-environment jsdom
import type { User } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingKey } from '../../lib/analytics-sync/pending-queue.ts';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import LessonPage from './lesson-page.tsx';
import LessonsPage from './lessons-page.tsx';
import { assessment, samplePlan } from './test-fixtures.ts';

// The pages against a fake server (fetch by path); the HTTP client, query cache and router are real.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user: User = { ...sampleUser, flash_coaching: true, group_coaching: false };
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, data }), { status: 200 });

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const calls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
  calls.length = 0;
  toastSpy.mockClear();
  routes = {
    'POST /api/v1/assessments/company/simple/': () => ok([assessment()]),
    'GET /api/v1/currencies': () => ok([{ id: 1, code: 'USD', symbol: '$', name: 'US Dollar' }, { id: 2, code: 'GBP', symbol: '£', name: 'Pound Sterling' }]),
    'POST /api/v1/assessments/analysis/5': () => ok({ assessment: assessment(), analysis: [] }),
    'POST /api/v1/coachingportal/implementation/show/': () => new Response(JSON.stringify(samplePlan()), { status: 200 }),
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) return new Response(JSON.stringify({ status: 404, error: 'Not found', message: 'Not found' }), { status: 404 });
    return handler(init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {});
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/lessons" element={<LessonsPage />} />
            <Route path="/lessons/:assessmentid/:lessonid" element={<LessonPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext>,
  );
}

describe('/lessons', () => {
  it('auto-selects the only assessment and shows its plan by path, with currency and progress', async () => {
    renderAt('/lessons');
    expect(await screen.findByRole('heading', { name: 'Pricing for profit' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business Health Assessment' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose an assessment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change assessment' })).toBeNull();
    expect(await screen.findByText(/Pound Sterling \(£, GBP\)/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Pricing for profit progress' }).getAttribute('value')).toBe('33');
    expect(calls).toContain('POST /api/v1/coachingportal/implementation/show/');
  });

  it('links an open lesson; a locked one is no link, aria-disabled, and says why', async () => {
    renderAt('/lessons');
    const open = await screen.findByRole('link', { name: 'Unit cost' });
    expect(open.getAttribute('href')).toBe('/lessons/5/11');
    const locked = screen.getByText('Only you').closest('a')!;
    expect(locked.hasAttribute('href')).toBe(false);
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(locked.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toMatch(/Locked: your coach opens this path/);
  });

  it('asks which assessment when there are several', async () => {
    routes['POST /api/v1/assessments/company/simple/'] = () => ok([assessment({ id: 5 }), assessment({ id: 6, title: 'Second look' })]);
    renderAt('/lessons');
    expect(await screen.findByRole('heading', { name: 'Choose an assessment' })).toBeTruthy();
    expect(calls).not.toContain('POST /api/v1/coachingportal/implementation/show/');
    fireEvent.click(screen.getByRole('button', { name: /Business Health Assessment/ }));
    expect(await screen.findByRole('heading', { name: 'Pricing for profit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change assessment' })).toBeTruthy();
  });

  it('shows an empty state without assessments, and an error state with a retry', async () => {
    routes['POST /api/v1/assessments/company/simple/'] = () => ok([]);
    renderAt('/lessons');
    expect(await screen.findByText('No assessment yet')).toBeTruthy();
    cleanup();
    routes['POST /api/v1/assessments/company/simple/'] = () => new Response(JSON.stringify({ status: 503, error: 'Busy right now.', message: 'x' }), { status: 503 });
    renderAt('/lessons');
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not load your assessments. Busy right now./);
  });

  it('ticks an item at once and puts it back when the server refuses', async () => {
    let refuse!: () => void;
    routes['POST /api/v1/coachingportal/implementation/checked/add/'] = () => new Promise((resolve) => {
      refuse = () => resolve(new Response(JSON.stringify({ status: 403, error: 'This lesson is locked.', message: 'Forbidden' }), { status: 403 }));
    });
    renderAt('/lessons');
    const box = await screen.findByLabelText('Allocate overhead') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(calls).toContain('POST /api/v1/coachingportal/implementation/checked/add/'));
    expect(box.checked).toBe(true); // optimistic: ticked while the server has not answered
    await act(async () => refuse());
    await waitFor(() => expect(box.checked).toBe(false)); // rolled back
    expect(toastSpy).toHaveBeenCalledWith('This lesson is locked.', expect.anything());
  });

  it('unticks an item and keeps the server’s progress', async () => {
    routes['POST /api/v1/coachingportal/implementation/checked/remove/'] = (body) => ok({
      checked_items: [],
      progress: { assessment_id: body.assessment_id, path: 'pricing', status: 'not_started', percent: 0, updated_at: 'now' },
    });
    renderAt('/lessons');
    const box = await screen.findByLabelText('List every cost') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Pricing for profit progress' }).getAttribute('value')).toBe('0'));
    expect(box.checked).toBe(false);
  });
});

describe('/lessons/:assessmentid/:lessonid', () => {
  it('shows the sanitised lesson and records its analytics entries for the sync', async () => {
    renderAt('/lessons/5/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit cost' })).toBeTruthy();
    const content = document.querySelector('.lesson__content')!;
    expect(content.textContent).toContain('Cost');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByRole('link', { name: /Next lesson/ }).getAttribute('href')).toBe('/lessons/5/12');

    const queued = () => JSON.parse(localStorage.getItem(pendingKey(user.id)) ?? '{}') as {
      training: { entry: Record<string, unknown> }[]; flash: { entry: Record<string, unknown> }[];
    };
    expect(queued().training.map((p) => p.entry)).toEqual([expect.objectContaining({ event: 'lesson_time', lesson_id: 11, assessment_id: 5, seconds: 0 })]);
    expect(queued().flash.map((p) => p.entry)).toEqual([expect.objectContaining({ lesson_id: 11, status: 'in_progress', items_checked: 1, items_total: 2 })]);

    routes['POST /api/v1/coachingportal/implementation/checked/add/'] = () => ok({
      checked_items: [], progress: { assessment_id: 5, path: 'pricing', status: 'in_progress', percent: 67, updated_at: 'now' },
    });
    fireEvent.click(within(screen.getByRole('group', { name: 'Steps to take' })).getByLabelText('Allocate overhead'));
    const entries = queued().training.map((p) => p.entry);
    expect(entries).toContainEqual(expect.objectContaining({ event: 'item_checked', item: 'step-2', lesson_id: 11 }));
    expect(entries.every((e) => typeof e.id === 'string' && e.id.length === 36)).toBe(true);
    expect(queued().flash.map((p) => p.entry)).toEqual([expect.objectContaining({ status: 'completed', items_checked: 2 })]);
  });

  it('does not open a lesson whose path access is not 1', async () => {
    renderAt('/lessons/5/21');
    expect(await screen.findByText('This lesson is locked')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Steps to take' })).toBeNull();
    expect(localStorage.getItem(pendingKey(user.id))).toBeNull(); // nothing recorded for a locked lesson
  });

  it('says so for a lesson that is not in the plan', async () => {
    renderAt('/lessons/5/999');
    expect(await screen.findByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
  });

  it('says "not found" without a useless retry when the assessment is not the user\'s (403/404)', async () => {
    routes['POST /api/v1/coachingportal/implementation/show/'] = () =>
      new Response(JSON.stringify({ status: 404, error: 'Not found.', message: 'Not found.' }), { status: 404 });
    renderAt('/lessons/77/1');
    expect(await screen.findByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my lessons' }).getAttribute('href')).toBe('/lessons');
  });
});
