// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { TopBar } from './top-bar.tsx';
import { STAFF_HOME } from '../router/home-path.ts';

afterEach(cleanup);

const renderFor = (flags: { group_coaching: boolean; flash_coaching: boolean }, role_id = 3) => {
  const user = { ...sampleUser, ...flags, role_id };
  render(
    <SessionContext value={{ user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter><TopBar user={user} /></MemoryRouter>
      </QueryClientProvider>
    </SessionContext>,
  );
  return screen.getByRole('link', { name: 'Home' }).getAttribute('href');
};

describe('the home icon (spec §2, issue 8 finding 12)', () => {
  it('leads a group coaching client to /groups', () => {
    expect(renderFor({ group_coaching: true, flash_coaching: true })).toBe('/groups');
  });

  it('leads everyone else where / leads (/schedule), not to an empty My Groups', () => {
    expect(renderFor({ group_coaching: false, flash_coaching: true })).toBe('/schedule');
    cleanup();
    expect(renderFor({ group_coaching: false, flash_coaching: false }, 3)).toBe('/schedule');
  });

  it('leads a coach or an admin to the staff side\'s start (issue 12)', () => {
    expect(renderFor({ group_coaching: false, flash_coaching: false }, 1)).toBe(STAFF_HOME);
    cleanup();
    expect(renderFor({ group_coaching: true, flash_coaching: false }, 2)).toBe(STAFF_HOME);
  });
});
