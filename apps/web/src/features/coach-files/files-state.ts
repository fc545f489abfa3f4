import {
  CLIENTS_PAGE_MAX, idFrom, RECEIVED_FILE_SORTS, RECEIVED_FILES_PER_PAGE, RECEIVED_FILES_PER_PAGE_MAX, receivedFileDirection, SORT_DIRECTIONS,
  type ReceivedFileSort, type SortDirection,
} from '@portal/contract';

// The "Files received" list keeps its state in the address (/coach/files?q=&sort=&dir=&page=&client=),
// so a search, an order, a page or one client's files can be bookmarked, reloaded and gone back to.
// Values the list does not know fall back to the defaults instead of failing the page.

export const FILES_PATH = '/coach/files';
/** The client's page (the coach's clients area). */
export const clientPagePath = (id: number) => `/coach/clients/${id}`;

export interface FilesState {
  q: string;
  sort: ReceivedFileSort;
  dir: SortDirection;
  page: number;
  perPage: number;
  /** One client's files only. */
  client: number | null;
}

export const DEFAULT_FILES_STATE: FilesState = { q: '', sort: 'date', dir: 'desc', page: 1, perPage: RECEIVED_FILES_PER_PAGE, client: null };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);
const whole = (value: string | null, max: number) => {
  const n = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return n >= 1 && n <= max ? n : undefined;
};

/** The state the address holds. */
export function filesStateOf(params: URLSearchParams): FilesState {
  const sort = oneOf(RECEIVED_FILE_SORTS, params.get('sort')) ?? DEFAULT_FILES_STATE.sort;
  return {
    q: (params.get('q') ?? '').trim(),
    sort,
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? receivedFileDirection(sort),
    page: whole(params.get('page'), CLIENTS_PAGE_MAX) ?? 1,
    perPage: whole(params.get('per_page'), RECEIVED_FILES_PER_PAGE_MAX) ?? RECEIVED_FILES_PER_PAGE,
    client: idFrom(params.get('client')),
  };
}

/** The address of a state, defaults left out (FILES_PATH alone for the plain list). */
export function filesPath(s: FilesState): string {
  const params = new URLSearchParams();
  if (s.client !== null) params.set('client', String(s.client));
  if (s.q.trim()) params.set('q', s.q.trim());
  if (s.sort !== DEFAULT_FILES_STATE.sort) params.set('sort', s.sort);
  if (s.dir !== receivedFileDirection(s.sort)) params.set('dir', s.dir);
  if (s.page !== 1) params.set('page', String(s.page));
  if (s.perPage !== RECEIVED_FILES_PER_PAGE) params.set('per_page', String(s.perPage));
  const text = params.toString();
  return text ? `${FILES_PATH}?${text}` : FILES_PATH;
}

/** The files one client sent (the link on the client's page). */
export const clientFilesPath = (clientId: number) => filesPath({ ...DEFAULT_FILES_STATE, client: clientId });

/** The API's query for a state: every value spelt out. */
export function apiQuery(s: FilesState): string {
  const params = new URLSearchParams({ sort: s.sort, dir: s.dir });
  if (s.q.trim()) params.set('q', s.q.trim());
  if (s.client !== null) params.set('client_id', String(s.client));
  params.set('page', String(s.page));
  params.set('per_page', String(s.perPage));
  return `?${params.toString()}`;
}

/** A column header's click: the same column turns its direction round, another starts in its own; back to page 1. */
export function sortBy(s: FilesState, sort: ReceivedFileSort): FilesState {
  const dir = s.sort === sort ? (s.dir === 'asc' ? 'desc' : 'asc') : receivedFileDirection(sort);
  return { ...s, sort, dir, page: 1 };
}

/** A new search or client filter starts at page 1. */
export const refine = (s: FilesState, change: Partial<Pick<FilesState, 'q' | 'client'>>): FilesState => ({ ...s, ...change, page: 1 });

/** aria-sort of a column header. */
export const ariaSort = (s: FilesState, sort: ReceivedFileSort): 'ascending' | 'descending' | 'none' =>
  (s.sort !== sort ? 'none' : s.dir === 'asc' ? 'ascending' : 'descending');
