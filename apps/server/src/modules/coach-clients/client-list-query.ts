import type { ClientListFilter, ClientListReply, ClientSort, CoachClient, SortDirection } from '@portal/contract';
import { searchTerms } from '../idea-bank/idea-search.ts';

// Search, status filter, order and paging of the client list (docs/domain.md "Coach: clients"),
// over the clients of a scope as client-list-sql.ts reads them. Deactivated clients come after the
// others in every order; ties go by last name, first name, then id.

type Compare = (a: CoachClient, b: CoachClient) => number;

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName: Compare = (a, b) => text(a.last_name.toLowerCase(), b.last_name.toLowerCase())
  || text(a.first_name.toLowerCase(), b.first_name.toLowerCase()) || a.id - b.id;
/** Never seen counts as the oldest sighting: first going up, last going down. */
const seen = (c: CoachClient) => (c.last_seen_at === null ? -Infinity : Date.parse(c.last_seen_at));

const KEYS: Record<ClientSort, Compare> = {
  name: byName,
  last_seen: (a, b) => seen(a) - seen(b),
  behind: (a, b) => a.behind - b.behind,
  unread: (a, b) => a.unread_mail - b.unread_mail,
  created: (a, b) => text(a.created_at, b.created_at) || a.id - b.id,
};

/** The order of a sort and direction: the key in that direction, then by name (A→Z). */
export function comparator(sort: ClientSort, dir: SortDirection): Compare {
  const key = KEYS[sort];
  const sign = dir === 'asc' ? 1 : -1;
  const tie: Compare = sort === 'name' || sort === 'created' ? () => 0 : byName;
  return (a, b) => Number(a.status === 'deactivated') - Number(b.status === 'deactivated') || sign * key(a, b) || tie(a, b);
}

/** Every word of `q` appears in the client's name, email or company, in any case. */
export function matcher(q: string): (c: CoachClient) => boolean {
  const words = searchTerms(q);
  if (!words.length) return () => true;
  return (c) => {
    const hay = `${c.first_name} ${c.last_name} ${c.email} ${c.company ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };
}

/** The clients a filter admits, in its order (no paging: the CSV takes them all). */
export function selectClients(sorted: readonly CoachClient[], f: Pick<ClientListFilter, 'q' | 'status'>): CoachClient[] {
  const match = matcher(f.q);
  return sorted.filter((c) => (f.status === 'all' || c.status === f.status) && match(c));
}

/** One page of the clients a filter admits, with their total. */
export function pageOf(sorted: readonly CoachClient[], f: ClientListFilter): ClientListReply {
  const all = f.q || f.status !== 'all' ? selectClients(sorted, f) : sorted;
  const start = (f.page - 1) * f.per_page;
  return { clients: all.slice(start, start + f.per_page), total: all.length, page: f.page, per_page: f.per_page };
}
