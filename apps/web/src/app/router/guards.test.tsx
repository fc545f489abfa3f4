// @vitest-environment jsdom
import type { User } from '@portal/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { HomeRedirect, PublicOnly, RequireAuth, RequireFlag } from './guards.tsx';
import { homePath, STAFF_HOME } from './home-path.ts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The app's guard layout with stand-in pages that report where the router ended up. */
function renderAt(path: string, user: User | null) {
  const session: Session = { user, signIn: () => {}, updateUser: () => {}, logout: async () => {} };
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path="/login" element={<Where />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route index element={<HomeRedirect />} />
            <Route path="schedule" element={<Where />} />
            <Route path="groups" element={<Where />} />
            <Route element={<RequireFlag flag="business_academy" />}>
              <Route path="business-academy" element={<Where />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return screen.getByTestId('where').textContent;
}

describe('routing guards (spec §2)', () => {
  afterEach(cleanup);

  it('sends / to /groups with group_coaching, else to /schedule', () => {
    expect(renderAt('/', { ...sampleUser, group_coaching: true })).toBe('/groups');
    cleanup();
    expect(renderAt('/', { ...sampleUser, group_coaching: false })).toBe('/schedule');
    expect(homePath({ group_coaching: true, role_id: 3 })).toBe('/groups');
    expect(homePath({ group_coaching: false, role_id: 3 })).toBe('/schedule');
    expect(homePath({ group_coaching: true, role_id: 2 })).toBe(STAFF_HOME);
  });

  it('blocks /business-academy without its flag (redirect to /, then home)', () => {
    expect(renderAt('/business-academy', { ...sampleUser, business_academy: false, group_coaching: false })).toBe('/schedule');
    cleanup();
    expect(renderAt('/business-academy', { ...sampleUser, business_academy: true })).toBe('/business-academy');
  });

  it('sends logged-out users on protected routes to /login', () => {
    expect(renderAt('/schedule', null)).toBe('/login');
    cleanup();
    expect(renderAt('/', null)).toBe('/login');
  });

  it('sends logged-in users away from /login', () => {
    expect(renderAt('/login', { ...sampleUser, group_coaching: false })).toBe('/schedule');
  });
});
