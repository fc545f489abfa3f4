import { describe, expect, it } from 'vitest';
import { ClientListQuery, type CoachClient } from '@portal/contract';
import { comparator, pageOf, selectClients } from './client-list-query.ts';
import { clientsCsv } from './clients-csv.ts';
import { csvCell } from '../../lib/csv.ts';

const client = (id: number, last: string, more: Partial<CoachClient> = {}): CoachClient => ({
  id, first_name: 'A', last_name: last, email: `${last.toLowerCase()}@x.test`, company: null, group_coaching: false, flash_coaching: false,
  business_academy: false, status: 'active', last_seen_at: null, created_at: `2026-01-0${id}T00:00:00.000Z`, lessons_open_not_done: 0,
  overdue_action_steps: 0, overdue_commitments: 0, unread_mail: 0, behind: 0, last_session_at: null, no_session_days: null, ...more,
});
const CLIENTS = [
  client(1, 'lee', { behind: 2, last_seen_at: '2026-02-01T10:00:00.000Z' }),
  client(2, 'Adams', { behind: 2, company: 'Acme Bakery' }),
  client(3, 'Zhou', { status: 'deactivated', behind: 9, unread_mail: 4 }),
  client(4, 'Brown', { status: 'invited', unread_mail: 1, last_seen_at: '2026-03-01T10:00:00.000Z' }),
];
const order = (sort: 'name' | 'behind' | 'last_seen' | 'unread' | 'created', dir: 'asc' | 'desc') =>
  [...CLIENTS].sort(comparator(sort, dir)).map((c) => c.last_name);
const filter = (q: Record<string, string>) => ClientListQuery.parse(q);

describe('the client list\'s order, search and pages (docs/domain.md "Coach: clients")', () => {
  it('orders by each key both ways, ties by name, deactivated clients last', () => {
    expect(order('name', 'asc')).toEqual(['Adams', 'Brown', 'lee', 'Zhou']);
    expect(order('name', 'desc')).toEqual(['lee', 'Brown', 'Adams', 'Zhou']);
    expect(order('behind', 'desc')).toEqual(['Adams', 'lee', 'Brown', 'Zhou']);
    expect(order('unread', 'desc')).toEqual(['Brown', 'Adams', 'lee', 'Zhou']);
    expect(order('last_seen', 'desc')).toEqual(['Brown', 'lee', 'Adams', 'Zhou']);
    expect(order('last_seen', 'asc')).toEqual(['Adams', 'lee', 'Brown', 'Zhou']);
    expect(order('created', 'desc')).toEqual(['Brown', 'Adams', 'lee', 'Zhou']);
  });

  it('matches every word in the name, email or company, in any case', () => {
    const names = (q: string, status = 'all') => selectClients(CLIENTS, filter({ q, status })).map((c) => c.last_name);
    expect(names('ACME')).toEqual(['Adams']);
    expect(names('a acme')).toEqual(['Adams']);
    expect(names('brown@')).toEqual(['Brown']);
    expect(names('acme zhou')).toEqual([]);
    expect(names('', 'invited')).toEqual(['Brown']);
  });

  it('cuts a page and counts the total before paging', () => {
    const sorted = [...CLIENTS].sort(comparator('name', 'asc'));
    expect(pageOf(sorted, filter({ per_page: '3', page: '2' }))).toEqual({ clients: [CLIENTS[2]], total: 4, page: 2, per_page: 3 });
    expect(pageOf(sorted, filter({ status: 'active', page: '9' }))).toMatchObject({ clients: [], total: 2 });
  });
});

describe('the CSV export', () => {
  it('defuses formulas and quotes what needs quoting', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvCell))
      .toEqual(["'=1+1", "'+1", "'-2", "'@SUM(A1)", "'\tx", 'plain', '"a,b"', '"say ""hi"""']);
    expect([null, true, false, -3].map(csvCell)).toEqual(['', 'yes', 'no', '-3']);
    // the full-width signs East Asian spreadsheets read as the ASCII ones
    expect(['＝1+1', '＋1', '－2', '＠SUM(A1)', '日本語'].map(csvCell)).toEqual(["'＝1+1", "'＋1", "'－2", "'＠SUM(A1)", '日本語']);
    const csv = clientsCsv([client(1, '=HYPERLINK("x")')]);
    expect(csv.startsWith('\uFEFFFirst name,')).toBe(true);
    expect(csv.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
