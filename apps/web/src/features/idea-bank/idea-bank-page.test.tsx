// @vitest-environment jsdom
import { IDEA_MESSAGES, type IdeaCard, type IdeaCategory } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { installFakeServer, ok, refuse } from '../../test-support/fake-server.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import IdeaBankPage from './idea-bank-page.tsx';

// The page against a fake server (fetch by path and query); the HTTP client, cache and router are real.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const API = '/api/v1/idea-bank';
const category: IdeaCategory = { id: 1, slug: 'customer-retention', name: 'Customer retention', description: 'Keep them.', idea_count: 2 };
const card = (over: Partial<IdeaCard>): IdeaCard => ({
  id: 1, slug: 'digital-stamp-card', title: 'A digital stamp card', summary: 'Buy nine, get the tenth free.',
  image: '/files/idea-bank/0123456789abcdef0123456789abcdef.webp', category: { slug: category.slug, name: category.name }, favourite: false, ...over,
});
const stamp = card({});
const birthday = card({ id: 2, slug: 'birthday-treat', title: 'A birthday treat', summary: 'A small gift.' });

const { server, sentTo } = installFakeServer(() => ({
  [`${API}/categories`]: () => ok([category]),
  [`${API}/ideas`]: () => ok([stamp, birthday]),
  [`${API}/ideas?q=stamp`]: () => ok([stamp]),
}), () => {
  localStorage.clear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  toastSpy.mockClear();
});

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{pathname}{search}</span>;
}
const renderAt = (path: string) => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="/idea-bank/*" element={<><IdeaBankPage /><Address /></>} /></Routes>
    </MemoryRouter>
  </QueryClientProvider>,
);
const favourite = (title: string) => screen.getByRole('button', { name: `Favourite: ${title}` });

describe('/idea-bank', () => {
  it('lists the ideas with their count, categories as links, and pictures sized and lazy', async () => {
    renderAt('/idea-bank');
    expect(await screen.findByRole('link', { name: 'A digital stamp card' })).toHaveProperty('pathname', '/idea-bank/idea/digital-stamp-card');
    expect(screen.getByRole('status').textContent).toBe('2 ideas');
    const chip = screen.getByRole('link', { name: 'Customer retention (2)' });
    expect(chip.getAttribute('href')).toBe('/idea-bank/customer-retention');
    expect(screen.getByRole('link', { name: 'All ideas (2)' }).getAttribute('aria-current')).toBe('page');
    const img = screen.getAllByRole('presentation')[0]!;
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['lazy', '480', '270']);
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    renderAt('/idea-bank');
    await screen.findByRole('link', { name: 'A birthday treat' });
    const box = screen.getByRole('searchbox', { name: 'Search ideas' });
    fireEvent.change(box, { target: { value: 's' } });
    fireEvent.change(box, { target: { value: 'stamp ' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/idea-bank?q=stamp'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A birthday treat' })).toBeNull());
    // one request for the pause, none per key
    expect(server.sent.filter(([url]) => url.startsWith(`${API}/ideas?`)).map(([url]) => url)).toEqual([`${API}/ideas?q=stamp`]);
    expect(screen.getByRole('status').textContent).toBe('1 idea for “stamp”');
  });

  it('shows a favourite at once, and puts it back with a toast when saving fails', async () => {
    let fail: (r: Response) => void = () => undefined;
    server.routes[`${API}/favourites`] = () => new Promise((resolve) => { fail = resolve; });
    renderAt('/idea-bank');
    await screen.findByRole('link', { name: 'A digital stamp card' });
    fireEvent.click(favourite('A digital stamp card'));
    await waitFor(() => expect(favourite('A digital stamp card').getAttribute('aria-pressed')).toBe('true'));
    expect(sentTo(`${API}/favourites`)).toEqual([{ idea_id: 1, favourite: true }]);
    fail(refuse(503, 'Service unavailable.'));
    await waitFor(() => expect(favourite('A digital stamp card').getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(IDEA_MESSAGES.favouriteFailed, expect.anything()));
  });

  it('says so when a search finds nothing, and clears it', async () => {
    server.routes[`${API}/ideas?q=zebra`] = () => ok([]);
    renderAt('/idea-bank?q=zebra');
    expect(await screen.findByText('No ideas match “zebra”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/idea-bank'));
    expect(await screen.findByRole('link', { name: 'A birthday treat' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search ideas' }) as HTMLInputElement).value).toBe('');
  });

  it('says so for a category the bank does not have', async () => {
    server.routes[`${API}/ideas?category=nope`] = () => refuse(404, IDEA_MESSAGES.noCategory);
    renderAt('/idea-bank/nope');
    expect(await screen.findByText(IDEA_MESSAGES.noCategory)).toBeTruthy();
  });
});
