import {
  CLIENT_SORTS, CLIENT_STATUS_FILTERS, CLIENTS_PAGE_MAX, CLIENTS_PER_PAGE, CLIENTS_PER_PAGE_MAX, defaultDirection, SORT_DIRECTIONS,
  type ClientSort, type ClientStatusFilter, type SortDirection,
} from '@portal/contract';

// The client list's state lives in the address (/coach/clients?q=&sort=&dir=&page=&status=), so
// a search, an order or a page can be bookmarked, shared, reloaded and gone back to. Values the
// list does not know fall back to the defaults instead of failing the page.

export const CLIENTS_PATH = '/coach/clients';
export const clientPath = (id: number) => `${CLIENTS_PATH}/${id}`;
export const INVITE_PATH = `${CLIENTS_PATH}/new`;
/** The coach's "Files received" list, filtered to one client. */
export const receivedFilesPath = (id: number) => `/coach/files?client=${id}`;

export interface ListState {
  q: string;
  sort: ClientSort;
  dir: SortDirection;
  page: number;
  perPage: number;
  status: ClientStatusFilter;
}

export const DEFAULT_STATE: ListState = { q: '', sort: 'name', dir: 'asc', page: 1, perPage: CLIENTS_PER_PAGE, status: 'all' };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);
const whole = (value: string | null, max: number) => {
  const n = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return n >= 1 && n <= max ? n : undefined;
};

/** The state the address holds. */
export function listStateOf(params: URLSearchParams): ListState {
  const sort = oneOf(CLIENT_SORTS, params.get('sort')) ?? DEFAULT_STATE.sort;
  return {
    q: (params.get('q') ?? '').trim(),
    sort,
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? defaultDirection(sort),
    page: whole(params.get('page'), CLIENTS_PAGE_MAX) ?? 1,
    perPage: whole(params.get('per_page'), CLIENTS_PER_PAGE_MAX) ?? CLIENTS_PER_PAGE,
    status: oneOf(CLIENT_STATUS_FILTERS, params.get('status')) ?? 'all',
  };
}

/** The query string of a state, defaults left out ('' for the plain list). */
export function listSearch(s: ListState): string {
  const params = new URLSearchParams();
  if (s.q.trim()) params.set('q', s.q.trim());
  if (s.sort !== DEFAULT_STATE.sort) params.set('sort', s.sort);
  if (s.dir !== defaultDirection(s.sort)) params.set('dir', s.dir);
  if (s.status !== 'all') params.set('status', s.status);
  if (s.page !== 1) params.set('page', String(s.page));
  if (s.perPage !== CLIENTS_PER_PAGE) params.set('per_page', String(s.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for a state: every value spelt out (the CSV takes the same, without paging). */
export function apiQuery(s: ListState, paged = true): string {
  const params = new URLSearchParams({ sort: s.sort, dir: s.dir, status: s.status });
  if (s.q.trim()) params.set('q', s.q.trim());
  if (paged) {
    params.set('page', String(s.page));
    params.set('per_page', String(s.perPage));
  }
  return `?${params.toString()}`;
}

/** A column header's click: the same column turns its direction round, another starts in its own; back to page 1. */
export function sortBy(s: ListState, sort: ClientSort): ListState {
  const dir = s.sort === sort ? (s.dir === 'asc' ? 'desc' : 'asc') : defaultDirection(sort);
  return { ...s, sort, dir, page: 1 };
}

/** A new search or filter starts at page 1. */
export const refine = (s: ListState, change: Partial<Pick<ListState, 'q' | 'status'>>): ListState => ({ ...s, ...change, page: 1 });

/** aria-sort of a column header. */
export const ariaSort = (s: ListState, sort: ClientSort): 'ascending' | 'descending' | 'none' =>
  (s.sort !== sort ? 'none' : s.dir === 'asc' ? 'ascending' : 'descending');
