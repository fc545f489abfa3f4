import { describe, expect, it } from 'vitest';
import { apiQuery, ariaSort, DEFAULT_STATE, listSearch, listStateOf, refine, sortBy } from './list-state.ts';

const stateOf = (search: string) => listStateOf(new URLSearchParams(search));

describe('the client list\'s state in the address', () => {
  it('reads every value, and the defaults when there are none', () => {
    expect(stateOf('')).toEqual(DEFAULT_STATE);
    expect(stateOf('?q=%20ada%20&sort=behind&page=3&status=invited&per_page=50'))
      .toEqual({ q: 'ada', sort: 'behind', dir: 'desc', page: 3, perPage: 50, status: 'invited' });
    expect(stateOf('?sort=name&dir=desc').dir).toBe('desc');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(stateOf('?sort=evil&dir=up&page=-2&per_page=1000&status=gone')).toEqual(DEFAULT_STATE);
    expect(stateOf('?page=1e3').page).toBe(1);
    expect(stateOf('?page=2.5').page).toBe(1);
  });

  it('writes the address with the defaults left out, and reads back what it wrote', () => {
    expect(listSearch(DEFAULT_STATE)).toBe('');
    const s = { ...DEFAULT_STATE, q: 'ada love', sort: 'unread' as const, dir: 'desc' as const, page: 2 };
    expect(listSearch(s)).toBe('?q=ada+love&sort=unread&page=2');
    expect(stateOf(listSearch(s))).toEqual(s);
    expect(listSearch({ ...DEFAULT_STATE, sort: 'behind', dir: 'asc' })).toBe('?sort=behind&dir=asc');
  });

  it('asks the API for every value, and the CSV without paging', () => {
    const s = { ...DEFAULT_STATE, q: 'zeta', page: 4 };
    expect(apiQuery(s)).toBe('?sort=name&dir=asc&status=all&q=zeta&page=4&per_page=25');
    expect(apiQuery(s, false)).toBe('?sort=name&dir=asc&status=all&q=zeta');
  });

  it('turns a column round on a second click, starts another in its own direction, and goes back to page 1', () => {
    const page3 = { ...DEFAULT_STATE, page: 3 };
    expect(sortBy(page3, 'name')).toMatchObject({ sort: 'name', dir: 'desc', page: 1 });
    const behind = sortBy(page3, 'behind');
    expect(behind).toMatchObject({ sort: 'behind', dir: 'desc', page: 1 });
    expect(sortBy(behind, 'behind').dir).toBe('asc');
    expect(ariaSort(behind, 'behind')).toBe('descending');
    expect(ariaSort(behind, 'name')).toBe('none');
    expect(refine(page3, { q: 'x' })).toMatchObject({ q: 'x', page: 1 });
  });
});
