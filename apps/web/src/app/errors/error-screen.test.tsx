// @vitest-environment jsdom
import { ERROR_REPORT_REDIRECT_MS, MESSAGES, decodeValue, type ErrorLogBody } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { ErrorScreen } from './error-screen.tsx';

vi.mock('../../lib/toast.ts', () => ({ notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../lib/navigation.ts', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));
const { notifySuccess } = await import('../../lib/toast.ts');
const { loadPage } = await import('../../lib/navigation.ts');

describe('error screen (spec §2, §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('reports the crash, then logs out and goes to / after the redirect delay', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ status: 201, data: { message: 'ok' } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const logout = vi.fn(async () => {});
    const session: Session = { user: sampleUser, signIn: vi.fn(), updateUser: vi.fn(), logout };
    render(
      <SessionContext value={session}>
        <ErrorScreen error={new Error('boom')} />
      </SessionContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.errorScreenTitle);
    expect(screen.getByText('Error details').closest('details')).not.toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.reportError }));
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/users/error/logs/');
    const body = JSON.parse(String(init?.body)) as ErrorLogBody;
    expect(decodeValue(body.user_id ?? '')).toBe(String(sampleUser.id));
    expect(body.message).toContain('boom');
    expect(body.subject).toContain('Jane Doe');
    expect(body.pathname).toBe(window.location.pathname);
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.errorReported);

    expect(logout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ERROR_REPORT_REDIRECT_MS));
    expect(logout).toHaveBeenCalledWith('/');
  });

  it('returns home with a fresh page load', () => {
    const session: Session = { user: null, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
    render(
      <SessionContext value={session}>
        <ErrorScreen error={new Error('boom')} />
      </SessionContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.returnHome }));
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});
