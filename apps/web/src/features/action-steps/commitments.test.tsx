// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS, ok, refuse, renderPage, sentTo, server, task } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));
beforeEach(() => toastSpy.mockClear());

const TEAM = [{ id: 11, first_name: 'Ana', last_name: 'Baker' }, { id: 12, first_name: 'Ben', last_name: 'Oven' }];
const toasts = () => toastSpy.mock.calls.map((c) => c[0] as string);
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const openCommitments = async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('tab', { name: 'Commitments' }));
  return screen.findByRole('article', { name: 'Call the flour supplier' });
};

beforeEach(() => {
  server.routes['/api/v1/tasks/client/'] = () => ok([task({})]);
  server.routes['/api/v1/clientportal/team/members/'] = () => ok(TEAM);
});

describe('/action-steps commitments (spec §2, §4 Commitment status, §6 flags)', () => {
  it('marks an overdue commitment in words, not only by colour, with its deadline in the user\'s zone', async () => {
    const card = await openCommitments();
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(card.textContent).toContain('10:00 am MST, Sunday, February 1st, 2026');
  });

  it('hides the responsibility, deadline and team controls the coach has not enabled', async () => {
    server.routes['/api/v1/actionsteps/access'] = () => ok({ ...ACCESS, allowEditResponsibility: false, allowEditDeadline: false, allowAddTeamMember: false });
    server.routes['/api/v1/tasks/client/'] = () => ok([task({ responsibility: TEAM[0]! })]);
    const card = await openCommitments();
    expect(within(card).queryByRole('combobox', { name: 'Responsible' })).toBeNull();
    expect(card.textContent).toContain('ResponsibleAna Baker');
    expect(within(card).queryByRole('button', { name: 'Change deadline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a team member' })).toBeNull();
    expect(within(card).getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });

  it('shows the controls when allowed: assigning a team member says who', async () => {
    server.routes['/api/v1/clientportal/team/member/assign/'] = () => ok(TEAM[1]);
    const card = await openCommitments();
    expect(screen.getByRole('button', { name: 'Add a team member' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change deadline' })).toBeTruthy();
    fireEvent.change(within(card).getByRole('combobox', { name: 'Responsible' }), { target: { value: '12' } });
    await waitFor(() => expect(toasts()).toEqual(['Ben Oven has been assigned the task']));
    expect(sentTo('/api/v1/clientportal/team/member/assign/')).toEqual([{ id: 30, team_member_id: 12 }]);
  });

  it('moves a commitment at once and back with "Unable to update commitment" when refused', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.routes['/api/v1/tasks/status/'] = () => new Promise((resolve) => { answer = resolve; });
    const card = await openCommitments();
    fireEvent.change(within(card).getByRole('combobox', { name: 'Status' }), { target: { value: '1' } });
    await waitFor(() => expect(within(column('In progress')).getByRole('article', { name: 'Call the flour supplier' })).toBeTruthy());
    expect(sentTo('/api/v1/tasks/status/')).toEqual([{ id: 30, status: 1 }]);
    answer(refuse(404, 'Not found.'));
    await waitFor(() => expect(toasts()).toEqual(['Unable to update commitment']));
    expect(within(column('To do')).getByRole('article', { name: 'Call the flour supplier' })).toBeTruthy();
  });

  it('changes the deadline typed in the user\'s zone and says the new time in the spec\'s format', async () => {
    server.routes['/api/v1/clientportal/team/task/change/deadline/'] = (body) => ok({ deadline: body.deadline });
    const card = await openCommitments();
    fireEvent.click(within(card).getByRole('button', { name: 'Change deadline' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the deadline' });
    fireEvent.change(within(dialog).getByLabelText(/^New deadline/), { target: { value: '2030-07-04T15:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change deadline' }));
    await waitFor(() => expect(toasts()).toEqual(['Task deadline has been changed to 3:30 pm, Thursday, July 4th, 2030']));
    expect(sentTo('/api/v1/clientportal/team/task/change/deadline/')).toEqual([{ id: 30, deadline: '2030-07-04T21:30:00.000Z' }]);
  });

  it('adds a team member and says so by name', async () => {
    server.routes['/api/v1/clientportal/team/add/'] = () => ok([...TEAM, { id: 13, first_name: 'Cleo', last_name: 'Crust' }]);
    await openCommitments();
    fireEvent.click(screen.getByRole('button', { name: 'Add a team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a team member' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), { target: { value: 'Cleo' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), { target: { value: 'Crust' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to my team' }));
    await waitFor(() => expect(toasts()).toEqual(['Cleo Crust has been successfully added to your team']));
    expect(sentTo('/api/v1/clientportal/team/add/')).toEqual([{ first_name: 'Cleo', last_name: 'Crust' }]);
  });
});

describe('/action-steps: sharing a commitment with the coach (spec §8)', () => {
  const share = async () => {
    const card = await openCommitments();
    fireEvent.click(within(card).getByRole('button', { name: 'Share with my coach' }));
    const dialog = screen.getByRole('dialog', { name: 'Share with your coach' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message to your coach/ }), { target: { value: 'Done by Friday?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to my coach' }));
  };

  it('says "Email sent successfully" when the mail is queued', async () => {
    server.routes['/api/v1/coachingportal/task/share/'] = () => ok('Email sent successfully');
    await share();
    await waitFor(() => expect(toasts()).toEqual(['Email sent successfully']));
    expect(sentTo('/api/v1/coachingportal/task/share/')).toEqual([{ id: 30, message: 'Done by Friday?' }]);
  });

  it('says "Unable to send email" when it is refused', async () => {
    server.routes['/api/v1/coachingportal/task/share/'] = () => refuse(503, 'Unable to send email');
    await share();
    await waitFor(() => expect(toasts()).toEqual(['Unable to send email']));
  });
});
