// @vitest-environment jsdom
import { ANALYTICS_FLUSH_MS, LESSON_TEXT_MESSAGES, PROFIT_IMPACT_MAX } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingKey } from '../../../lib/analytics-sync/pending-queue.ts';
import { runBeforeLogout } from '../../../lib/session/before-logout.ts';
import { SessionContext } from '../../../lib/session/session-context.ts';
import { writeStoredSession } from '../../../lib/session/stored-session.ts';
import { sampleUser } from '../../../test-support/sample-user.ts';
import type { AnalyticsData } from '../api/schemas.ts';
import { LessonNotesForm } from './lesson-notes-form.tsx';
import { LESSON_TEXT_DEBOUNCE_MS } from './use-lesson-texts.ts';

// The lesson's profit impact and notes as the member types them, through the real queue, engine
// and HTTP client: only fetch is a fake.
const REF = { groupId: '3', userGroupId: '4', userId: String(sampleUser.id) };
const POLISH = 'Zażółć gęślą jaźń: +12 000 zł rocznie';
const JAPANESE = '日本語のメモ。\nالعربية أيضا';

interface Sent { variables: Record<string, unknown>; keepalive: boolean }
let sent: Sent[];
let answer: () => Promise<Response>;
const ok = () => Promise.resolve(new Response(JSON.stringify({ data: { manageAnalytics: { success: true, message: 'Lesson analytics saved.', data: null } } }), { status: 200 }));

const serverCopy = (texts: Partial<AnalyticsData>): AnalyticsData => ({
  id: '1', profit_impact: null, notes: null, pre_meeting: false, attend_meeting: false, meeting_worksheet: false,
  taken_quiz: false, post_meeting: false, updated_at: '2026-11-01T10:00:00.000Z', ...texts,
});
const mount = (initial: AnalyticsData | null = null) => render(
  <QueryClientProvider client={new QueryClient()}>
    <SessionContext value={{ user: sampleUser, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
      <LessonNotesForm groupRef={REF} lessonId="9" initial={initial} />
    </SessionContext>
  </QueryClientProvider>,
);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const status = () => screen.getByRole('status').textContent;
const pending = () => (JSON.parse(localStorage.getItem(pendingKey(sampleUser.id)) ?? '{}') as { lesson?: unknown[] }).lesson ?? [];
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  sent = [];
  answer = ok;
  vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
    sent.push({ variables: (JSON.parse(String(init.body)) as { variables: Record<string, unknown> }).variables, keepalive: init.keepalive ?? false });
    return answer();
  }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a group lesson\'s profit impact and notes, saved as they are typed', () => {
  it('joins the queue after a pause and goes with the next 5 s tick as spec §7 manageAnalytics; then "Saved"', async () => {
    mount();
    type('Profit impact', POLISH);
    type('Notes', JAPANESE);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.saving);
    await wait(LESSON_TEXT_DEBOUNCE_MS);
    expect(pending()).toHaveLength(1);
    expect(sent).toEqual([]);
    await wait(ANALYTICS_FLUSH_MS);
    expect(sent).toEqual([{ keepalive: false, variables: {
      group_id: '3', user_group_id: '4', lesson_id: '9', user_id: String(sampleUser.id), profit_impact: POLISH, notes: JAPANESE,
    } }]);
    expect(pending()).toEqual([]);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.saved);
  });

  it('without a connection: kept in the browser, said so, never replaced by the older server copy on a reload, sent once back online', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const first = mount(serverCopy({ notes: 'older notes' }));
    type('Notes', JAPANESE);
    await wait(LESSON_TEXT_DEBOUNCE_MS + ANALYTICS_FLUSH_MS);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.failed('We could not reach the server.'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => { window.dispatchEvent(new Event('offline')); });
    expect(status()).toBe(LESSON_TEXT_MESSAGES.offline);
    first.unmount();

    mount(serverCopy({ notes: 'older notes' }));
    await wait(0); // the page's first send (still without a connection) has failed
    expect(field('Notes').value).toBe(JAPANESE);
    expect(pending()).toHaveLength(1);
    answer = ok;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sent = [];
    await act(async () => { window.dispatchEvent(new Event('online')); });
    await wait(0);
    expect(sent.map((s) => s.variables.notes)).toContain(JAPANESE);
    expect(pending()).toEqual([]);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.saved);
  });

  it('a tab closed within the pause still sends what was typed last, with keepalive', async () => {
    mount();
    type('Profit impact', POLISH);
    await act(async () => { window.dispatchEvent(new Event('pagehide')); });
    expect(sent).toEqual([expect.objectContaining({ keepalive: true, variables: expect.objectContaining({ profit_impact: POLISH, notes: '' }) })]);
  });

  it('a logout within the pause sends what was typed first, while the session still holds', async () => {
    mount();
    type('Notes', JAPANESE);
    const loggingOut = runBeforeLogout();
    await wait(0);
    await loggingOut;
    expect(sent).toEqual([expect.objectContaining({ keepalive: false, variables: expect.objectContaining({ notes: JAPANESE }) })]);
    expect(pending()).toEqual([]);
  });

  it('a too-long text shows the field\'s message, stays in the field and is not sent', async () => {
    mount();
    const long = 'ż'.repeat(PROFIT_IMPACT_MAX + 1);
    type('Profit impact', long);
    await wait(LESSON_TEXT_DEBOUNCE_MS + ANALYTICS_FLUSH_MS);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.invalid);
    expect(screen.getByText(`Profit impact must be at most ${PROFIT_IMPACT_MAX} characters.`)).toBeTruthy();
    expect(field('Profit impact').value).toBe(long);
    expect(sent).toEqual([]);
  });

  it('Save sends at once, without waiting for the pause or the tick', async () => {
    mount();
    type('Notes', 'Szybko');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await wait(0);
    expect(sent.map((s) => s.variables.notes)).toEqual(['Szybko']);
    expect(status()).toBe(LESSON_TEXT_MESSAGES.saved);
  });
});
