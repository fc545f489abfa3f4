// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/providers/session-provider.tsx';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { ActiveSessions } from './active-sessions.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

const session = (id: number, current: boolean, browser: string) => ({
  id, current, browser, location: null, ip: '198.51.100.4', created_at: '2026-11-20T10:00:00.000Z', last_used_at: '2026-11-24T10:00:00.000Z',
});
let live = [session(1, true, 'Chromium 156'), session(2, false, 'Firefox 140')];
const calls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  live = [session(1, true, 'Chromium 156'), session(2, false, 'Firefox 140')];
  writeStoredSession(sampleUser, sampleUser.pas_token);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push(url);
    if (url === '/api/auth/sessions/2/end') {
      live = live.filter((s) => s.id !== 2);
      return new Response(JSON.stringify({ status: 200, data: { ended: 1 } }), { status: 200 });
    }
    return new Response(JSON.stringify({ status: 200, data: live }), { status: 200 });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('active sessions', () => {
  it('signs out one other session, and offers no button for this device', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider><ActiveSessions /></SessionProvider>
      </QueryClientProvider>,
    );
    const end = await screen.findByRole('button', { name: /^Sign out Firefox 140/ });
    expect(screen.queryByRole('button', { name: /^Sign out Chromium 156/ })).toBeNull();
    fireEvent.click(end);
    await waitFor(() => expect(calls).toContain('/api/auth/sessions/2/end'));
    await waitFor(() => expect(screen.queryByText('Firefox 140')).toBeNull());
    expect(screen.getByText('Chromium 156')).toBeTruthy();
  });
});
