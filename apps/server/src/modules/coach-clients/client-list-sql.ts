import { sql, type SQL } from 'drizzle-orm';
import type { ClientListReply, ClientSort, CoachClient, SortDirection } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  boardCards, commitments, companies, emails, lessonAnalytics, lessons, memberGroupLessons, ROLE, userGroups, users,
} from '../../db/schema/index.ts';

// The coach's client list (issue 12, docs/domain.md "Coach: clients") is one statement whose result
// is the reply's JSON: the clients in scope (a coach's own, or every client of an admin's tenant)
// filtered by status and search words, each with the four "behind" counts, sorted and cut to a
// page, with the total before paging. Each count is a grouped aggregate over the clients in scope
// that reads only the rows that can count, through the partial indexes of migration 0011 (open
// lessons, open action steps with a due date, open commitments with a deadline, unread mail):
// a coach with 2,000 clients costs a few index scans and hash joins, not 8,000 lookups.
//
// Parameters are values, never SQL text: tenantId, coachId (coach scope only), status ('all' or
// one status), patterns (one LIKE pattern per search word, idea-search.ts), now, limit (null: all),
// offset, page and perPage (echoed in the reply). The ORDER BY comes from a fixed list (sort × dir)
// and the scope decides whether coach_id is named; each combination is its own prepared statement.

export type ListScope = 'coach' | 'tenant';

const p = (name: string) => sql.placeholder(name);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const STATUS = sql`case when u.deactivated_at is not null then 'deactivated' when u.invited_at is not null then 'invited' else 'active' end`;

/** The clients the caller may see, before counting: a CTE body over `users u`. */
function scopeRows(scope: ListScope, one: boolean) {
  return sql`select u.id, u.first_name, u.last_name, u.email, co.name as company, u.group_coaching, u.flash_coaching,
      u.business_academy, ${STATUS} as status, u.deactivated_at, u.last_seen_at, u.created_at
    from ${users} u
    left join ${companies} co on co.id = u.company_id and co.tenant_id = u.tenant_id
    where u.tenant_id = ${p('tenantId')}::int and u.role_id = ${sql.raw(String(ROLE.client))}
      ${scope === 'coach' ? sql`and u.coach_id = ${p('coachId')}::int` : sql``}
      ${one ? sql`and u.id = ${p('id')}::int` : sql``}
      and (${p('status')}::text = 'all' or ${p('status')}::text = ${STATUS})
      and coalesce((select bool_and(lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(co.name, '')) like w)
        from unnest(${p('patterns')}::text[]) w), true)`;
}

/**
 * The counts per client in scope (CTE `s`). A lesson counts when it is open to the member as their
 * own page has it (lesson_access 1, published, the user group paid for or the lesson free) and its
 * last step (post_meeting) is not ticked; an action step or commitment when it is not completed and
 * its due date or deadline has passed; a mail when its recipient has neither read nor deleted it.
 */
const COUNTS = sql`
  lessons_open as (
    select m.user_id, count(*)::int as n from ${memberGroupLessons} m
    join s on s.id = m.user_id
    join ${lessons} l on l.id = m.lesson_id and l.group_id = m.group_id and l.published
    join ${userGroups} ug on ug.id = m.user_group_id
    where m.lesson_access = 1 and m.tenant_id = ${p('tenantId')}::int and (ug.status <> 'unpaid' or l.free_lesson)
      and not exists (select 1 from ${lessonAnalytics} la where la.user_group_id = m.user_group_id and la.lesson_id = m.lesson_id
        and la.user_id = m.user_id and la.post_meeting)
    group by m.user_id),
  steps_late as (
    select b.user_id, count(*)::int as n from ${boardCards} b
    join s on s.id = b.user_id
    where b.board = 'action_steps' and b.status <> 3 and b.due_at is not null and b.due_at < ${p('now')}::timestamptz
      and b.tenant_id = ${p('tenantId')}::int
    group by b.user_id),
  tasks_late as (
    select c.user_id, count(*)::int as n from ${commitments} c
    join s on s.id = c.user_id
    where c.status <> 2 and c.deadline is not null and c.deadline < ${p('now')}::timestamptz and c.tenant_id = ${p('tenantId')}::int
    group by c.user_id),
  unread as (
    select e.to_user_id as user_id, count(*)::int as n from ${emails} e
    join s on s.id = e.to_user_id
    where e.read_at is null and e.deleted_by_recipient_at is null and e.tenant_id = ${p('tenantId')}::int
    group by e.to_user_id),
  r as (
    select s.*, coalesce(lo.n, 0) as lessons_open_not_done, coalesce(sl.n, 0) as overdue_action_steps,
      coalesce(tl.n, 0) as overdue_commitments, coalesce(un.n, 0) as unread_mail,
      coalesce(lo.n, 0) + coalesce(sl.n, 0) + coalesce(tl.n, 0) as behind
    from s
    left join lessons_open lo on lo.user_id = s.id
    left join steps_late sl on sl.user_id = s.id
    left join tasks_late tl on tl.user_id = s.id
    left join unread un on un.user_id = s.id)`;

/** Deactivated clients come after the others in every order; ties go by name, then id. */
function orderBy(sort: ClientSort, dir: SortDirection) {
  const d = sql.raw(dir);
  const byName = sql`lower(r.last_name), lower(r.first_name), r.id`;
  const key = {
    name: sql`lower(r.last_name) ${d}, lower(r.first_name) ${d}, r.id ${d}`,
    last_seen: sql`r.last_seen_at ${d} nulls ${sql.raw(dir === 'asc' ? 'first' : 'last')}, ${byName}`,
    behind: sql`r.behind ${d}, ${byName}`,
    unread: sql`r.unread_mail ${d}, ${byName}`,
    created: sql`r.created_at ${d}, r.id ${d}`,
  }[sort];
  return sql`(r.deactivated_at is not null), ${key}`;
}

const clientJson = sql`json_build_object('id', q.id, 'first_name', q.first_name, 'last_name', q.last_name, 'email', q.email,
  'company', q.company, 'group_coaching', q.group_coaching, 'flash_coaching', q.flash_coaching,
  'business_academy', q.business_academy, 'status', q.status, 'last_seen_at', ${iso(sql`q.last_seen_at`)},
  'created_at', ${iso(sql`q.created_at`)}, 'lessons_open_not_done', q.lessons_open_not_done,
  'overdue_action_steps', q.overdue_action_steps, 'overdue_commitments', q.overdue_commitments,
  'unread_mail', q.unread_mail, 'behind', q.behind)`;

/** The whole reply's `data` as JSON text: {clients, total, page, per_page}. */
function listStatement(scope: ListScope, sort: ClientSort, dir: SortDirection, one: boolean) {
  return sql<string>`(with s as materialized (${scopeRows(scope, one)}),
    ${COUNTS},
    q as (select r.*, row_number() over (order by ${orderBy(sort, dir)}) as n from r
      order by n limit ${p('limit')}::int offset ${p('offset')}::int)
    select json_build_object(
      'clients', coalesce((select json_agg(${clientJson} order by q.n) from q), '[]'::json),
      'total', (select count(*)::int from s),
      'page', ${p('page')}::int, 'per_page', ${p('perPage')}::int)::text)`;
}

export interface ListParams {
  tenantId: number; coachId: number | null; status: string; patterns: string[]; now: Date;
  limit: number | null; offset: number; page: number; perPage: number;
}

const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();
const prepare = (db: Db, name: string, scope: ListScope, sort: ClientSort, dir: SortDirection, one: boolean) =>
  db.select({ data: listStatement(scope, sort, dir, one) }).from(sql`(select 1) as one`).prepare(name);

/** The statement for a scope, order and (for one client) id filter, prepared once per database. */
function statementFor(db: Db, scope: ListScope, sort: ClientSort, dir: SortDirection, one = false) {
  const name = `coach_clients_${scope}_${one ? 'one' : `${sort}_${dir}`}`;
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepare(db, name, scope, sort, dir, one)));
  return statement;
}

const scopeOf = (coachId: number | null): ListScope => (coachId === null ? 'tenant' : 'coach');

/** The list's JSON text (the reply's `data`). */
export async function clientListJson(db: Db, sort: ClientSort, dir: SortDirection, params: ListParams): Promise<string> {
  const [row] = await statementFor(db, scopeOf(params.coachId), sort, dir).execute({
    tenantId: params.tenantId, coachId: params.coachId ?? 0, id: 0, status: params.status, patterns: params.patterns,
    now: params.now.toISOString(), limit: params.limit, offset: params.offset, page: params.page, perPage: params.perPage,
  });
  return row!.data;
}

/** One client in scope as the list shows them, or null (not theirs, not a client, or not there). */
export async function oneClient(db: Db, params: { tenantId: number; coachId: number | null; id: number; now: Date }): Promise<CoachClient | null> {
  const [row] = await statementFor(db, scopeOf(params.coachId), 'name', 'asc', true).execute({
    tenantId: params.tenantId, coachId: params.coachId ?? 0, id: params.id, status: 'all', patterns: [],
    now: params.now.toISOString(), limit: 1, offset: 0, page: 1, perPage: 1,
  });
  return (JSON.parse(row!.data) as ClientListReply).clients[0] ?? null;
}
