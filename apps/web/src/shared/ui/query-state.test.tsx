// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state.tsx';

function List({ load, reason }: { load: () => Promise<string[]>; reason?: (error: unknown) => string }) {
  const query = useQuery({ queryKey: ['list'], queryFn: load, retry: false });
  return (
    <QueryState query={query} loading="Loading the list" failed="We could not load the list." reason={reason}
      isEmpty={(list) => list.length === 0} empty="Nothing here yet." emptyDetail={<p>Come back later.</p>}>
      {(list) => <ul>{list.map((item) => <li key={item}>{item}</li>)}</ul>}
    </QueryState>
  );
}

const renderList = (load: () => Promise<string[]>, reason?: (error: unknown) => string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List load={load} reason={reason} />
    </QueryClientProvider>,
  );

describe('QueryState: what a page shows for one read', () => {
  afterEach(cleanup);

  it('shows a labelled skeleton while loading, then the data', async () => {
    renderList(async () => ['one', 'two']);
    expect(screen.getByRole('status').textContent).toBe('Loading the list');
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('shows the empty panel with its detail when there is nothing', async () => {
    renderList(async () => []);
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByText('Come back later.')).toBeTruthy();
  });

  it('says why a read failed and tries again on request', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('Offline')).mockResolvedValue(['back']);
    renderList(load, (error) => (error instanceof Error ? `(${error.message})` : ''));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the list. (Offline)');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
