// @vitest-environment jsdom
import { ADMIN_MESSAGES, type StaffMember } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, ok, reply } from '../../../test-support/fake-server.ts';
import { renderSignedIn, storeSession } from '../../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../../test-support/sample-user.ts';
import TeamPage from './team-page.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user = { ...sampleUser, role_id: 1 };
const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 2, first_name: 'Grace', last_name: 'Hopper', email: 'coach@demo.test', role_id: 2, status: 'active', client_count: 3,
  last_seen_at: '2026-03-05T10:00:00.000Z', is_you: false, ...over,
});
const ME = member({ id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@demo.test', role_id: 1, client_count: 0, is_you: true });

const { server, sentTo } = installFakeServer(() => ({
  '/api/v1/admin/staff': (body) => (Object.keys(body).length ? reply(201, { status: 201, data: member({ id: 9, ...body, status: 'invited' }) }) : ok([member({}), ME])),
  '/api/v1/admin/staff/2/deactivate': () => ok(member({ status: 'deactivated' })),
  '/api/v1/admin/staff/2/role': () => ok(member({ role_id: 1 })),
  '/api/auth/login-links': () => reply(201, { status: 201, data: { url: 'http://localhost/fbslogin/abc', expires_at: '2026-03-05T10:15:00.000Z' } }),
}), () => {
  storeSession(user);
  toastSpy.mockClear();
});

const renderPage = () => renderSignedIn(<TeamPage />, user);
const card = (name: string) => screen.findByRole('article', { name });

describe('/admin/team: the coaches and admins', () => {
  it('lists each person with role, status and clients; one\'s own card has no controls', async () => {
    renderPage();
    const grace = await card('Grace Hopper');
    expect(grace.textContent).toContain('coach@demo.test');
    expect(within(grace).getByText('Coach', { selector: 'dd' })).toBeTruthy();
    expect(within(grace).getByText('3')).toBeTruthy();
    expect(within(grace).getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeTruthy();
    const me = await card('Jane Doe (you)');
    expect(within(me).queryByRole('button')).toBeNull();
    expect(me.textContent).toContain('Your own role and status are changed by another admin.');
  });

  it('adds a coach or admin from the form and says the email went out', async () => {
    renderPage();
    await card('Grace Hopper');
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Quill' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'robin@demo.test' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add and send the email' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(ADMIN_MESSAGES.staffAdded, expect.anything()));
    expect(sentTo('/api/v1/admin/staff').find((b) => b.email)).toEqual({ email: 'robin@demo.test', first_name: 'Robin', last_name: 'Quill', role_id: 1 });
  });

  it('deactivates only after the confirmation', async () => {
    renderPage();
    fireEvent.click(within(await card('Grace Hopper')).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Grace Hopper?' });
    expect(sentTo('/api/v1/admin/staff/2/deactivate')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(ADMIN_MESSAGES.deactivated, expect.anything()));
    expect((await card('Grace Hopper')).textContent).toContain('Deactivated: cannot sign in');
  });

  it('changes a role with the select and its button', async () => {
    renderPage();
    const grace = await card('Grace Hopper');
    const change = within(grace).getByRole('button', { name: 'Change role of Grace Hopper' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.change(within(grace).getByRole('combobox', { name: 'Role of Grace Hopper' }), { target: { value: '1' } });
    fireEvent.click(change);
    await waitFor(() => expect(sentTo('/api/v1/admin/staff/2/role')).toEqual([{ role_id: 1 }]));
    expect(toastSpy).toHaveBeenCalledWith(ADMIN_MESSAGES.roleChanged, expect.anything());
  });

  it('makes a sign-in link, copies it and shows it to copy by hand', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    fireEvent.click(within(await card('Grace Hopper')).getByRole('button', { name: 'Copy a sign-in link for Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Grace Hopper' });
    expect((within(dialog).getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement).value).toBe('http://localhost/fbslogin/abc');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/fbslogin/abc'));
    expect(sentTo('/api/auth/login-links')).toEqual([{ email: 'coach@demo.test' }]);
    expect(dialog.textContent).toContain('It was also emailed to coach@demo.test');
  });

  it('shows the server\'s refusal of a change', async () => {
    server.routes['/api/v1/admin/staff/2/deactivate'] = () => reply(422, { status: 422, error: { id: [ADMIN_MESSAGES.lastAdmin] }, message: ADMIN_MESSAGES.lastAdmin });
    renderPage();
    fireEvent.click(within(await card('Grace Hopper')).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Deactivate Grace Hopper?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(ADMIN_MESSAGES.lastAdmin, expect.anything()));
  });
});
