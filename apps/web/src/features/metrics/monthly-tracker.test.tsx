// @vitest-environment jsdom
import type { TrackerReply } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { MonthlyTracker } from './monthly-tracker.tsx';

const month = (m: number, steps: [number, number], commitments: [number, number]) => ({
  month: `2026-${String(m).padStart(2, '0')}`,
  action_steps_created: steps[0], action_steps_completed: steps[1],
  commitments_created: commitments[0], commitments_completed: commitments[1],
});
const ZERO = Array.from({ length: 12 }, (_, i) => month(i + 1, [0, 0], [0, 0]));
const YEAR: TrackerReply = {
  time_zone: 'Europe/Berlin',
  months: ZERO.map((m, i) => (i === 9 ? month(10, [3, 1], [2, 0]) : i === 10 ? month(11, [1, 2], [4, 3]) : m)),
};

let reply: () => Response;
const fetchMock = stubFetch(() => reply());
const ok = (data: TrackerReply) => () => new Response(JSON.stringify({ status: 200, data }));

beforeEach(() => {
  localStorage.clear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  fetchMock.mockClear();
});

const renderTracker = () =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MonthlyTracker /></QueryClientProvider>);

describe('the monthly tracker on /metrics (issue 9, spec §7 tracker/monthly)', () => {
  it('charts the year of action steps and commitments, with every month in a table screen readers read', async () => {
    reply = ok(YEAR);
    renderTracker();
    const steps = await screen.findByRole('table', { name: 'Action steps created and completed by month' });
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/api/v1/tracker/monthly');
    const rows = within(steps).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['Month', 'Completed', 'Created']);
    expect(rows[10]).toEqual(['Oct 2026', '1', '3']);
    expect(rows[11]).toEqual(['Nov 2026', '2', '1']);
    const commitments = screen.getByRole('table', { name: 'Commitments created and completed by month' });
    expect(within(commitments).getByRole('row', { name: /^Nov 2026/ }).textContent).toBe('Nov 202634');
    expect(screen.getByRole('figure', { name: 'Commitments created and completed by month' })).toBeTruthy();
    expect(screen.getByText('In the last 12 months you completed 3 action steps and 3 commitments.')).toBeTruthy();
    const svgs = document.querySelectorAll('svg.metric-chart__svg');
    expect(svgs).toHaveLength(2);
    svgs.forEach((svg) => {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelectorAll('polyline')).toHaveLength(2);
      expect(svg.querySelectorAll('.metric-chart__dot--2')).toHaveLength(12);
    });
  });

  it('starts the scale at zero and ends it on a whole count', async () => {
    reply = ok(YEAR);
    const { container } = renderTracker();
    await screen.findByRole('table', { name: 'Commitments created and completed by month' });
    const scales = [...container.querySelectorAll('.metric-chart__scale')].map((s) => [...s.children].map((c) => c.textContent));
    expect(scales).toEqual([['4', '0'], ['5', '0']]);
  });

  it('says there is nothing to chart yet when the year has no steps or commitments', async () => {
    reply = ok({ time_zone: 'UTC', months: ZERO });
    renderTracker();
    expect(await screen.findByText('Nothing to chart yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly tracker' })).toBeTruthy();
  });

  it('says so, with the reason, when the tracker cannot be loaded', async () => {
    reply = () => new Response(JSON.stringify({ status: 403, message: 'You may not see this plan.' }), { status: 403 });
    renderTracker();
    expect(await screen.findByText(/We could not load your monthly tracker\. You may not see this plan\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
