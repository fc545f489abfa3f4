// @vitest-environment jsdom
import { NOTE_MESSAGES, type Note } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, reply } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { PREVIEW_CHARS } from './note-card.tsx';
import NotesPage from './notes-page.tsx';

// The page against a fake server (fetch by path); the HTTP client, query cache and forms are real.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user = { ...sampleUser, time_zone: 'Pacific/Auckland' };
const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const note = (over: Partial<Note>): Note => ({
  id: 1, user_id: user.id, author_id: user.id, author_name: 'Jane Doe', title: 'Kick-off', body: 'We agreed three focus areas.',
  meeting_date: '2026-03-05', created_at: '2026-03-05T10:00:00.000Z', updated_at: '2026-03-05T10:00:00.000Z', ...over,
});

// The fake server of test-support: each fetch answered by its path's handler, every call recorded.
const { server } = installFakeServer(() => ({ '/api/v1/clientportal/notes/': () => ok([note({})]) }), () => {
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
  toastSpy.mockClear();
});

const renderPage = () => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotesPage />
    </QueryClientProvider>
  </SessionContext>,
);
const writes = () => server.sent.filter(([url]) => url !== '/api/v1/clientportal/notes/');
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('/notes: the list and its states (spec §3 Notes state)', () => {
  it('announces loading, then lists each note with its meeting day, author and a preview', async () => {
    const long = `${'Cash flow is tight in January. '.repeat(12)}The end.`;
    server.routes['/api/v1/clientportal/notes/'] = () => ok([
      note({ id: 2, title: 'Quarterly goals', author_id: 99, author_name: 'Grace Hopper', body: long, meeting_date: '2026-03-12' }),
      note({ id: 1, meeting_date: null }),
    ]);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your notes');
    const first = await screen.findByRole('article', { name: 'Quarterly goals' });
    expect(first.textContent).toContain('Meeting on Thursday, March 12, 2026 · Written by Grace Hopper');
    const preview = first.querySelector('.note__preview')!.textContent!;
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(preview.endsWith('…')).toBe(true);
    expect(within(first).getByText('Read the whole note')).toBeTruthy();
    const own = screen.getByRole('article', { name: 'Kick-off' });
    expect(own.textContent).toContain('No meeting date');
    expect(own.textContent).not.toContain('Written by');
    expect(within(own).queryByText('Read the whole note')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Quarterly goals', 'Kick-off']);
  });

  it('tells a client without notes what notes are for', async () => {
    server.routes['/api/v1/clientportal/notes/'] = () => ok([]);
    renderPage();
    expect(await screen.findByText('You have no meeting notes yet.')).toBeTruthy();
    expect(screen.getByText(/record of each coaching meeting/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New note' })).toBeTruthy();
  });

  it('says when the list cannot load, with the reason and a way to try again', async () => {
    server.routes['/api/v1/clientportal/notes/'] = () => reply(403, { status: 403, error: 'This action is unauthorized.', message: 'This action is unauthorized.' });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notes. This action is unauthorized.');
    server.routes['/api/v1/clientportal/notes/'] = () => ok([note({})]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Kick-off' })).toBeTruthy();
  });
});

describe('/notes: the note modal and deleting', () => {
  it('checks a new note before sending, then shows the list the server answers', async () => {
    server.routes['/api/v1/clientportal/store/note/'] = (body) => ok([note({ id: 3, title: String(body.title), meeting_date: String(body.meeting_date) }), note({})]);
    renderPage();
    await screen.findByRole('article', { name: 'Kick-off' });
    fireEvent.click(screen.getByRole('button', { name: 'New note' }));
    const form = dialog('New note');
    // a new note is dated today where the user is
    const date = within(form).getByLabelText('Meeting date') as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Title is required.')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(title, { target: { value: '  Pricing review  ' } });
    fireEvent.change(date, { target: { value: '2026-04-02' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Notes' }), { target: { value: 'New price list from May.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('article', { name: 'Pricing review' })).toBeTruthy();
    expect(writes()).toEqual([['/api/v1/clientportal/store/note/', { title: 'Pricing review', body: 'New price list from May.', meeting_date: '2026-04-02' }]]);
    expect(toastSpy).toHaveBeenCalledWith(NOTE_MESSAGES.created, expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a note in the modal, and shows a 422\'s field messages beside their fields', async () => {
    server.routes['/api/v1/clientportal/edit/note/'] = () => reply(422, { status: 422, error: { meeting_date: ['Use the format YYYY-MM-DD.'] }, message: 'The given data was invalid.' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit note: Kick-off' }));
    const form = dialog('Edit note');
    const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Kick-off');
    expect((within(form).getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe('We agreed three focus areas.');
    fireEvent.change(title, { target: { value: 'Kick-off call' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Use the format YYYY-MM-DD.')).toBeTruthy();
    expect(within(form).getByLabelText('Meeting date').getAttribute('aria-invalid')).toBe('true');
    expect(writes()[0]).toEqual(['/api/v1/clientportal/edit/note/', { id: 1, title: 'Kick-off call', body: 'We agreed three focus areas.', meeting_date: '2026-03-05' }]);

    server.routes['/api/v1/clientportal/edit/note/'] = () => ok([note({ title: 'Kick-off call' })]);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Kick-off call' })).toBeTruthy();
    expect(toastSpy).toHaveBeenCalledWith(NOTE_MESSAGES.updated, expect.anything());
  });

  it('deletes a note only after the user confirms', async () => {
    server.routes['/api/v1/clientportal/delete/note/'] = () => ok([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete note: Kick-off' }));
    fireEvent.click(within(dialog('Delete this note?')).getByRole('button', { name: 'Keep the note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete note: Kick-off' }));
    const confirm = dialog('Delete this note?');
    expect(confirm.textContent).toContain('Kick-off');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('You have no meeting notes yet.')).toBeTruthy();
    expect(writes()).toEqual([['/api/v1/clientportal/delete/note/', { id: 1 }]]);
    expect(toastSpy).toHaveBeenCalledWith(NOTE_MESSAGES.deleted, expect.anything());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Notes' }));
  });
});
