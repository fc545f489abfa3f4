// @vitest-environment jsdom
import { ADMIN_ROLE_ID } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import CoachPage from './coach-page.tsx';

const fetchMock = stubFetch(() => new Response(JSON.stringify({ status: 404, error: 'Not found.', message: 'Not found.' }), { status: 404 }));

const renderAs = (role_id: number) => render(
  <SessionContext value={{ user: { ...sampleUser, role_id }, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CoachPage />
    </QueryClientProvider>
  </SessionContext>,
);

describe('/coachprofile without a coach (issue 8 finding 12)', () => {
  it('an administrator: an empty state, and no call that could only answer 404', () => {
    renderAs(ADMIN_ROLE_ID);
    expect(screen.getByText('Administrators do not have a coach.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a client whose coach is not assigned yet: asks, and shows the empty state', async () => {
    renderAs(3);
    expect(await screen.findByText('You do not have a coach yet.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
