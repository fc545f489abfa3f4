// @vitest-environment jsdom
import { COMPANY_FILE_DOWNLOAD_PATH, type ReceivedFile, type ReceivedFilesReply } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, refuse } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import ReceivedFilesPage from './received-files-page.tsx';

// The page against a fake server (fetch by path and query); the HTTP client, cache and router are real.
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../lib/save-blob.ts', () => ({ saveBlob: saved }));
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const coach = { ...sampleUser, role_id: 2, time_zone: 'UTC' };
const session: Session = { user: coach, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const API = '/api/v1/coach/files';
const file = (id: number, over: Partial<ReceivedFile> = {}): ReceivedFile => ({
  id, file_name: 'Q3 sales.csv', extension: 'csv', content_type: 'text/csv; charset=utf-8', size_bytes: 2048, description: 'By channel',
  uploaded_at: '2026-03-02T09:15:00.000Z', client: { id: 11, first_name: 'Ada', last_name: 'Lovelace', company: 'Engines' },
  download: { method: 'POST', path: COMPANY_FILE_DOWNLOAD_PATH, body: { id } }, ...over,
});
const sales = file(1);
const photo = file(2, { file_name: 'Shop front.png', extension: 'png', size_bytes: 3 * 1024 * 1024, description: '',
  client: { id: 12, first_name: 'Bob', last_name: 'Babbage', company: null } });
const page = (files: ReceivedFile[], total = files.length, p = 1): ReceivedFilesReply => ({ files, total, page: p, per_page: 25 });
const q = (query: string) => `${API}?${query}`;
const FIRST = q('sort=date&dir=desc&page=1&per_page=25');

const { server, sentTo } = installFakeServer(() => ({
  [FIRST]: () => ok(page([sales, photo])),
  [q('sort=name&dir=asc&page=1&per_page=25')]: () => ok(page([photo, sales])),
  [COMPANY_FILE_DOWNLOAD_PATH]: () => new Response('a,b\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="Q3 sales.csv"' } }),
}), () => {
  localStorage.clear();
  writeStoredSession(coach, coach.pas_token);
  saved.mockClear();
  toastSpy.mockClear();
});

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{pathname}{search}</span>;
}
const renderAt = (path: string) => render(
  <SessionContext value={session}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/coach/files" element={<><ReceivedFilesPage /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </SessionContext>,
);
const table = () => screen.getByRole('table', { name: /Files your clients sent you/ });
const address = () => screen.getByTestId('address').textContent;

describe('/coach/files', () => {
  it('announces loading, then lists every file with its client, size, date and a download button', async () => {
    renderAt('/coach/files');
    expect(screen.getByRole('heading', { level: 1, name: 'Files received' })).toBeTruthy();
    expect(screen.getByText(/^Every file your clients sent you from their Resources page\./)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the files your clients sent');
    const row = (await within(await screen.findByRole('table', { name: /Files your clients sent you/ })).findByText('Q3 sales.csv', { selector: '.received__name' })).closest('tr')!;
    expect(row.textContent).toContain('CSV · By channel');
    expect(row.textContent).toContain('2.0 KB');
    expect(row.textContent).toContain('March 2, 2026 9:15 am');
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/coach/clients/11');
    expect(row.textContent).toContain('Engines');
    expect(within(table()).getByText('Shop front.png', { selector: '.received__name' }).closest('tr')!.textContent).toContain('3.0 MB');
    expect(screen.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort')).toBe('descending');
    // the same files as cards, for narrow screens
    expect(within(screen.getByRole('list', { name: 'Files your clients sent you' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('downloads a file through the signed-in download route, under its name', async () => {
    renderAt('/coach/files');
    await screen.findByRole('table', { name: /Files your clients sent you/ });
    fireEvent.click(within(table()).getByRole('button', { name: 'Download Q3 sales.csv' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.anything(), 'Q3 sales.csv'));
    expect(sentTo(COMPANY_FILE_DOWNLOAD_PATH)).toEqual([{ id: 1 }]);
  });

  it('sorts by a column header, keeping the order in the address', async () => {
    renderAt('/coach/files');
    await screen.findByRole('table', { name: /Files your clients sent you/ });
    fireEvent.click(screen.getByRole('button', { name: /File/ }));
    await waitFor(() => expect(address()).toBe('/coach/files?sort=name'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /File/ }).getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(within(table()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Bob Babbage', 'Ada Lovelace']));
  });

  it('searches from the address, says when nothing matches, and pages on', async () => {
    server.routes[q('sort=date&dir=desc&q=zzz&page=1&per_page=25')] = () => ok(page([]));
    server.routes[FIRST] = () => ok(page([sales], 30));
    server.routes[q('sort=date&dir=desc&page=2&per_page=25')] = () => ok(page([photo], 30, 2));
    renderAt('/coach/files?q=zzz');
    expect(await screen.findByText('No files match “zzz”.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search files' }) as HTMLInputElement).value).toBe('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(address()).toBe('/coach/files'));
    fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(address()).toBe('/coach/files?page=2'));
    expect(await screen.findByText(/Showing 26–30 of 30/)).toBeTruthy();
  });

  it('says a page past the end is past the end, with no empty table, and links to the last page', async () => {
    server.routes[q('sort=date&dir=desc&page=9&per_page=25')] = () => ok(page([], 30, 9));
    server.routes[q('sort=date&dir=desc&page=2&per_page=25')] = () => ok(page([photo], 30, 2));
    renderAt('/coach/files?page=9');
    expect(await screen.findByText('Page 9 is past the end of the list.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the last page (page 2)' }));
    await waitFor(() => expect(address()).toBe('/coach/files?page=2'));
    expect(await screen.findByText(/Showing 26–30 of 30/)).toBeTruthy();
  });

  it('shows one client\'s files from the client page\'s link, and goes back to every client', async () => {
    server.routes[q('sort=date&dir=desc&client_id=11&page=1&per_page=25')] = () => ok(page([sales]));
    renderAt('/coach/files?client=11');
    expect(await screen.findByText('Showing only the files from Ada Lovelace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the client\'s page' }).getAttribute('href')).toBe('/coach/clients/11');
    fireEvent.click(screen.getByRole('link', { name: 'Show files from every client' }));
    await waitFor(() => expect(address()).toBe('/coach/files'));
    expect(await within(await screen.findByRole('table', { name: /Files your clients sent you/ })).findByText('Shop front.png', { selector: '.received__name' })).toBeTruthy();
  });

  it('says so for a client who is not the coach\'s', async () => {
    server.routes[q('sort=date&dir=desc&client_id=99&page=1&per_page=25')] = () => refuse(404, 'Not found.');
    renderAt('/coach/files?client=99');
    expect(await screen.findByText('This client is not one of yours, or no longer exists.')).toBeTruthy();
  });

  it('says when no file has come in yet, and when the list cannot load', async () => {
    server.routes[FIRST] = () => ok(page([]));
    renderAt('/coach/files');
    expect(await screen.findByText('No files received yet.')).toBeTruthy();
    server.routes[q('sort=client&dir=asc&page=1&per_page=25')] = () => refuse(403, 'This action is unauthorized.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'client:asc' } });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the files your clients sent. This action is unauthorized.');
  });
});
