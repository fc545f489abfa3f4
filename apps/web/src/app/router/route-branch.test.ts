import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './app-routes.tsx';
import { routeBranch } from './route-branch.ts';

const PATHS = [
  '/', '/login', '/login/', '/reset/abc', '/fbslogin/tok', '/schedule', '/profile', '/coachprofile', '/help',
  '/groups', '/groups/1/2', '/groups/1/2/lesson/3', '/groups/1', '/lessons', '/lessons/4/5', '/resources',
  '/action-steps', '/metrics', '/notes', '/messages', '/messages/inbox/7', '/idea-bank', '/idea-bank/x/y',
  '/business-academy', '/coach/clients', '/coach/clients/7', '/coach/clients/new', '/coach/clients/7/schedule', '/coach/clients/7/plan', '/coach/clients/7/flash', '/coach/clients/7/files', '/coach/clients/7/timeline', '/coach/tickets', '/coach/tickets/3', '/coach/files',
  '/admin/theme', '/admin/team', '/admin/settings', '/invite/tok', '/unsubscribe', '/nope', '/schedule/extra', '/reset', '/groups/1/2/lesson',
  '/coach/groups', '/coach/groups/new', '/coach/groups/4', '/coach/groups/4/lessons/5',
  '/coach/sessions', '/coach/sessions/availability', '/coach/sessions/types', '/coach/sessions/nope',
  '/coach/academy', '/coach/academy/2', '/coach/academy/2/lessons/3', '/coach/idea-bank', '/coach/idea-bank/ideas/6',
];

describe('routeBranch (the start-up route matcher)', () => {
  it.each(PATHS)('finds for %s the routes React Router renders', (path) => {
    const expected = (matchRoutes(routes, path) ?? []).map((m) => m.route);
    expect(routeBranch(routes, path)).toEqual(expected);
  });

  it('finds nothing in a table without a match', () => {
    expect(routeBranch([{ path: '/a' }], '/b')).toBeNull();
  });
});
