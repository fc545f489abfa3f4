// @vitest-environment jsdom
import type { Email } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import MessagesPage from './messages-page.tsx';

// The mail screens against a fake server (fetch by path; /gapi by the query it carries).
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user = { ...sampleUser, time_zone: 'UTC' };
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const coach = { first_name: 'Grace', last_name: 'Hopper' };
const me = { first_name: user.first_name, last_name: user.last_name };
const mail = (over: Partial<Email>): Email => ({
  id: '1', parent: null, from: 'grace@demo.test', to: user.email, subject: 'Your pricing numbers', body: '<p>Send me the margins.</p>',
  read: true, attachments: [], files: [], created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
  fromuser: coach, touser: me, previous: null, ...over,
});
const MAILBOX = [
  mail({ id: '3', parent: '2', subject: 'Re: Your pricing numbers', read: false, created_at: '2026-03-03T10:00:00.000Z',
    body: '<p>Thanks!</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' }),
  mail({ id: '2', parent: '1', from: user.email, to: 'grace@demo.test', fromuser: me, touser: coach, subject: 'Re: Your pricing numbers',
    body: '<p>Here they are.</p>', attachments: ['margins.csv'], files: [{ id: '9', file_name: 'margins.csv', content_type: 'text/csv', size_bytes: 2048 }],
    created_at: '2026-03-02T10:00:00.000Z' }),
  mail({ id: '1' }),
];
const RECIPIENTS = [{ id: 11, first_name: 'Grace', last_name: 'Hopper', email: 'grace@demo.test' }];

let mailbox: () => Response;
const { server, sentTo } = installFakeServer(() => ({
  '/gapi': (body) => {
    const query = String(body.query);
    if (query.includes('markEmailRead')) return reply(200, { data: { markEmailRead: { success: true } } });
    if (query.includes('unreademails')) return reply(200, { data: { unreademails: 0 } });
    return mailbox();
  },
  '/mail/recipients': () => ok(RECIPIENTS),
  '/send/mail': (body) => reply(201, { status: 201, data: mail({ id: '4', from: user.email, to: 'grace@demo.test', subject: String(body.subject), body: String(body.body) }) }),
  '/delete/mail': () => ok('Message deleted'),
}), () => {
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
  toastSpy.mockClear();
  mailbox = () => reply(200, { data: { emails: MAILBOX } });
});

const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path="messages/*" element={<MessagesPage />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);

describe('/messages: inbox and sent (spec §2 /messages/*)', () => {
  it('announces loading, then lists received mail newest first with the unread one marked', async () => {
    renderAt('/messages/inbox');
    expect(screen.getByRole('status').textContent).toContain('Loading your messages');
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    const rows = within(inbox).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/messages/thread/3', '/messages/thread/1']);
    expect(rows[0]!.textContent).toContain('New');
    expect(rows[1]!.textContent).not.toContain('New');
  });

  it('lists sent mail with its attachments', async () => {
    renderAt('/messages/sent');
    const sent = await screen.findByRole('list', { name: 'Sent messages' });
    expect(within(sent).getByRole('link').textContent).toContain('To Grace Hopper');
    expect(within(sent).getByRole('link').textContent).toContain('1 attachment');
  });

  it('says when the mailbox is empty, and when it cannot load', async () => {
    mailbox = () => reply(200, { data: { emails: [] } });
    const { unmount } = renderAt('/messages/inbox');
    expect(await screen.findByText('Your inbox is empty.')).toBeTruthy();
    unmount();
    mailbox = () => reply(200, { data: null, errors: [{ message: 'Forbidden.', extensions: { code: 'FORBIDDEN' } }] });
    renderAt('/messages/inbox');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your messages.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/messages/thread/:id', () => {
  it('shows the whole thread oldest first, sanitised, and marks the unread message read', async () => {
    renderAt('/messages/thread/1');
    const thread = await screen.findByRole('list', { name: 'Messages in this conversation' });
    const articles = within(thread).getAllByRole('article');
    expect(articles.map((a) => a.querySelector('.mail-message__body')!.textContent)).toEqual(['Send me the margins.', 'Here they are.', 'Thanks!']);
    expect(thread.innerHTML).not.toMatch(/<script|onerror/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(articles[1]!).getByRole('button', { name: /Download margins\.csv/ })).toBeTruthy();
    await waitFor(() => expect(sentTo('/gapi').some((b) => String(b.query).includes('markEmailRead') && (b.variables as { id: string }).id === '3')).toBe(true));
    // the reply box writes to the other person, under "Re: " once
    const replyForm = await screen.findByRole('form', { name: 'Reply' });
    expect(replyForm.textContent).toContain('To: Grace Hopper');
    expect((within(replyForm).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Re: Your pricing numbers');
  });

  it('sends a reply with the escaped text, to the thread\'s last message', async () => {
    renderAt('/messages/thread/3');
    const replyForm = await screen.findByRole('form', { name: 'Reply' });
    fireEvent.change(within(replyForm).getByLabelText(/^Message/), { target: { value: 'See <you>\n\nThursday' } });
    fireEvent.submit(replyForm);
    await waitFor(() => expect(sentTo('/send/mail')).toEqual([{
      to_user_id: 11, subject: 'Re: Your pricing numbers', body: '<p>See &lt;you&gt;</p><p>Thursday</p>', parent: '3', attachment_ids: [],
    }]));
  });

  it('deletes a message only after the user confirms', async () => {
    renderAt('/messages/thread/3');
    const thread = await screen.findByRole('list', { name: 'Messages in this conversation' });
    fireEvent.click(within(within(thread).getAllByRole('article')[0]!).getByRole('button', { name: /^Delete the message of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog.textContent).toContain('Grace Hopper keeps their copy.');
    expect(sentTo('/delete/mail')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(sentTo('/delete/mail')).toEqual([{ id: '1' }]));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith('Message deleted', expect.anything()));
  });

  it('says when the thread is not in the mailbox', async () => {
    renderAt('/messages/thread/99');
    expect(await screen.findByText('This message is not in your mailbox.')).toBeTruthy();
  });
});

describe('/messages/new', () => {
  it('checks the form like the server, then sends to the chosen person', async () => {
    server.routes['/mail/recipients'] = () => ok([...RECIPIENTS, { id: 12, first_name: 'Alex', last_name: 'Morgan', email: 'alex@demo.test' }]);
    renderAt('/messages/new');
    const form = await screen.findByRole('form', { name: 'New message' });
    fireEvent.submit(form);
    expect(await within(form).findByText('Subject is required.')).toBeTruthy();
    expect(sentTo('/send/mail')).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText(/^Subject/), { target: { value: 'Hiring' } });
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Shall we talk?' } });
    fireEvent.submit(form);
    await waitFor(() => expect(sentTo('/send/mail')).toEqual([{ to_user_id: 12, subject: 'Hiring', body: '<p>Shall we talk?</p>', parent: null, attachment_ids: [] }]));
  });
});
