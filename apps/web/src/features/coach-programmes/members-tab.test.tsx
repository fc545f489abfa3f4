// @vitest-environment jsdom
import type { CoachMember, GroupInsight } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { group, lesson, ok, renderAt, sentTo, server } from './test-server.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

const G = '/api/v1/coach/groups/5';
const member = (over: Partial<CoachMember> = {}): CoachMember => ({
  user_id: 7, user_group_id: 70, first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.test', status: 'unpaid', price: '199.50',
  paid_at: null, payment_reference: null, joined_at: '2026-03-01T10:00:00.000Z', lessons_done: 0, lessons_total: 1, open_lesson_ids: [], ...over,
});
const monthly = () => group({ price: '199.50', payment_frequency: 'monthly' });
const memberCard = async () => (await screen.findByRole('heading', { level: 3, name: 'Dana Reyes' })).closest('li')!;

describe('/coach/groups/:id members: payment made outside the portal', () => {
  it('says what the group costs with its currency and how often it is paid', async () => {
    server.routes[G] = () => ok(monthly());
    server.routes[`${G}/members`] = () => ok([]);
    server.routes[`${G}/candidates`] = () => ok([]);
    renderAt('/coach/groups/5?tab=members');
    expect(await screen.findByText(/^The group costs \$199\.50 \/ month\./)).toBeTruthy();
  });

  it('keeps a one-off price as it is', async () => {
    server.routes[G] = () => ok(group({ price: '497.00', payment_frequency: 'one_time' }));
    server.routes[`${G}/members`] = () => ok([]);
    server.routes[`${G}/candidates`] = () => ok([]);
    renderAt('/coach/groups/5?tab=members');
    expect(await screen.findByText(/^The group costs \$497\.00\. /)).toBeTruthy();
  });

  it('marks a member paid, and back to payment due after asking', async () => {
    let current = member();
    server.routes[G] = () => ok(monthly());
    server.routes[`${G}/members`] = () => ok([current]);
    server.routes[`${G}/candidates`] = () => ok([]);
    server.routes[`${G}/members/7/payment`] = (body) => {
      current = body.paid ? member({ status: 'active', paid_at: '2026-03-02T16:00:00.000Z' }) : member();
      return ok([current]);
    };
    renderAt('/coach/groups/5?tab=members');
    let item = await memberCard();
    expect(within(item).getByText('Payment due')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Mark as payment due/ })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: /^Mark as paid\s*Dana Reyes$/ }));
    await waitFor(() => expect(sentTo(`${G}/members/7/payment`)).toEqual([{ paid: true }]));
    item = await memberCard();
    await waitFor(() => expect(within(item).getByText('Active')).toBeTruthy());
    expect(within(item).getByText('Paid on March 2, 2026')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Mark as paid/ })).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: /^Mark as payment due\s*Dana Reyes$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as payment due?' });
    expect(dialog.textContent).toContain('is asked to pay $199.50 / month in the portal');
    expect(sentTo(`${G}/members/7/payment`)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as payment due' }));
    await waitFor(() => expect(sentTo(`${G}/members/7/payment`)).toEqual([{ paid: true }, { paid: false }]));
    await waitFor(async () => expect(within(await memberCard()).getByText('Payment due')).toBeTruthy());
  });

  it('offers no way to undo a card payment made in the portal, nor to ask for payment in a free group', async () => {
    server.routes[G] = () => ok(monthly());
    server.routes[`${G}/members`] = () => ok([
      member({ status: 'active', paid_at: '2026-03-02T16:00:00.000Z', payment_reference: 'pi_123' }),
      member({ user_id: 8, user_group_id: 80, first_name: 'Sam', last_name: 'Okafor', status: 'active', price: null }),
    ]);
    server.routes[`${G}/candidates`] = () => ok([]);
    renderAt('/coach/groups/5?tab=members');
    const paid = await memberCard();
    expect(within(paid).getByText('Paid on March 2, 2026 (pi_123)')).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: /^Mark as/ })).toBeNull();
    const free = screen.getByRole('heading', { level: 3, name: 'Sam Okafor' }).closest('li')!;
    expect(within(free).getByText('Free')).toBeTruthy();
    expect(within(free).queryByRole('button', { name: /^Mark as/ })).toBeNull();
  });
});

describe('/coach/groups/:id members: who can open each lesson', () => {
  it('says for each lesson which members can open it now, and in a member\'s lesson access why not', async () => {
    const forecast = lesson(11, 1, { title: 'Forecast', published: true });
    server.routes[G] = () => ok(monthly());
    server.routes[`${G}/members`] = () => ok([member()]);
    server.routes[`${G}/candidates`] = () => ok([]);
    server.routes[`${G}/lessons`] = () => ok([forecast]);
    server.routes[`${G}/access`] = () => ok([{
      lesson_id: 11, title: 'Forecast', lesson_order: 1, published: true, free_lesson: false,
      members: [{ user_id: 7, first_name: 'Dana', last_name: 'Reyes', can_open: false, blocks: ['unpaid', 'not_opened'] }],
    }]);
    renderAt('/coach/groups/5?tab=members');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Who can open each lesson' })).closest('section')!;
    fireEvent.click(await within(section).findByText('Who can open it: 0 of 1'));
    expect(section.textContent).toContain('Dana Reyes: unpaid and not free · not opened for them');
    expect(section.textContent).toContain('mark them paid on the Members tab, or make the lesson free');

    fireEvent.click(within(await memberCard()).getByRole('button', { name: /^Lesson access/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson access: Dana Reyes' });
    await waitFor(() => expect(dialog.textContent).toContain('1. Forecast — cannot open it now: unpaid and not free · not opened for them'));
  });
});

describe('/coach/groups/:id insight', () => {
  it('shows profit impact in the tenant\'s currency', async () => {
    const insight: GroupInsight = {
      group_id: 5, members: 1, time_zone: 'UTC', weeks: [],
      lessons: [{ lesson_id: 11, title: 'Forecast', lesson_order: 1, published: true, members: 1, open: 1, done: 1, steps_done: 4, steps_total: 5, profit_impact_total: 1000, profit_impact_entries: 1 }],
      totals: { done: 1, steps_done: 4, steps_total: 5, profit_impact_total: 1000 },
    };
    server.routes[G] = () => ok(group({ currency: 'gbp' }));
    server.routes[`${G}/insight`] = () => ok(insight);
    renderAt('/coach/groups/5?tab=insight');
    await screen.findByText('Checklist steps done');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '1', '4 of 5', '£1,000.00']);
    const row = within(screen.getByRole('table', { name: 'Progress by lesson' })).getByRole('row', { name: /Forecast/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 of 1', '1 of 1', '4 of 5', '£1,000.00 (1 entry)']);
  });
});
