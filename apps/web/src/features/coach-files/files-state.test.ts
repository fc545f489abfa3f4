import { describe, expect, it } from 'vitest';
import { apiQuery, ariaSort, clientFilesPath, DEFAULT_FILES_STATE, filesPath, filesStateOf, refine, sortBy } from './files-state.ts';

const at = (search: string) => filesStateOf(new URLSearchParams(search));

describe('the "Files received" address', () => {
  it('starts newest first, 25 a page, every client', () => {
    expect(at('')).toEqual(DEFAULT_FILES_STATE);
    expect(filesPath(DEFAULT_FILES_STATE)).toBe('/coach/files');
    expect(apiQuery(DEFAULT_FILES_STATE)).toBe('?sort=date&dir=desc&page=1&per_page=25');
  });

  it('reads and writes a search, an order, a page and one client', () => {
    const s = at('client=7&q=%20price%20&sort=client&dir=desc&page=3&per_page=50');
    expect(s).toEqual({ q: 'price', sort: 'client', dir: 'desc', page: 3, perPage: 50, client: 7 });
    expect(filesPath(s)).toBe('/coach/files?client=7&q=price&sort=client&dir=desc&page=3&per_page=50');
    expect(apiQuery(s)).toBe('?sort=client&dir=desc&q=price&client_id=7&page=3&per_page=50');
    expect(clientFilesPath(7)).toBe('/coach/files?client=7');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(at('sort=size&dir=up&page=0&per_page=500&client=abc')).toEqual(DEFAULT_FILES_STATE);
    expect(at('sort=name')).toMatchObject({ sort: 'name', dir: 'asc' });
  });

  it('turns a column round, starts another in its own direction, and goes back to page 1', () => {
    const s = { ...DEFAULT_FILES_STATE, page: 4 };
    expect(sortBy(s, 'date')).toMatchObject({ sort: 'date', dir: 'asc', page: 1 });
    expect(sortBy(s, 'name')).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
    expect(ariaSort(s, 'date')).toBe('descending');
    expect(ariaSort(s, 'client')).toBe('none');
    expect(refine(s, { q: 'x' })).toMatchObject({ q: 'x', page: 1 });
  });
});
