// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import NotFoundPage from './not-found-page.tsx';

afterEach(cleanup);

const renderAs = (user: typeof sampleUser | null) => render(
  <SessionContext value={{ user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
    <MemoryRouter initialEntries={['/no/such/page']}><NotFoundPage /></MemoryRouter>
  </SessionContext>,
);

describe('the 404 page (spec §2, issue 8 finding 12)', () => {
  it('names itself in the tab and leads a signed-in user back into the app', () => {
    renderAs({ ...sampleUser, group_coaching: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the portal' }).getAttribute('href')).toBe('/schedule');
    expect(document.title).toMatch(/^Page not found · /);
  });

  it('leads a signed-out visitor to the sign-in page, under the brand', () => {
    renderAs(null);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe('/login');
    // no theme yet: the product name stands in for the logo
    expect(screen.getByRole('banner').textContent).toBeTruthy();
  });
});
