import type { BoardCard, Commitment, PlanAccessReply } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import ActionStepsPage from './action-steps-page.tsx';

// The /action-steps page against a fake server (fetch by path); the HTTP client, cache and forms are real.
export const user = { ...sampleUser, time_zone: 'America/Denver' };
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
export { ok, refuse } from '../../test-support/fake-server.ts';

export const ACCESS: PlanAccessReply = {
  focus_areas: [
    { assessment_id: 4, path: 'pricing', name: 'Pricing', access: 1 },
    { assessment_id: 4, path: 'sales', name: 'Sales', access: 1 },
  ],
  access: [], allowEditResponsibility: true, allowEditDeadline: true, allowAddTeamMember: true,
};
const T = '2026-03-01T10:00:00.000Z';
export const card = (over: Partial<BoardCard>): BoardCard => ({
  id: 1, user_id: user.id, assessment_id: 4, path: 'pricing', board: 'action_steps', title: 'Raise bread prices', description: '',
  status: 0, position: 0, due_at: null, completed_at: null, created_by: user.id, created_at: T, updated_at: T, ...over,
});
export const task = (over: Partial<Commitment>): Commitment => ({
  id: 30, user_id: user.id, assessment_id: 4, path: 'pricing', title: 'Call the flour supplier', description: '', status: 0,
  responsibility: null, deadline: '2026-02-01T17:00:00.000Z', file_name: null, overdue: true,
  created_by: null, completed_at: null, created_at: T, updated_at: T, ...over,
});

/** The fake server of the page's tests: the plan's reads answer an open plan with nothing on it. */
export const { server, sentTo } = installFakeServer(() => ({
  '/api/v1/actionsteps/access': () => ok(ACCESS),
  '/api/v1/impcoaching/steps/': () => ok([]),
  '/api/v1/tasks/client/': () => ok([]),
  '/api/v1/clientportal/team/members/': () => ok([]),
}), () => {
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
});

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export const renderPage = (client = newQueryClient()) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={client}>
      <ActionStepsPage />
    </QueryClientProvider>
  </SessionContext>,
);
