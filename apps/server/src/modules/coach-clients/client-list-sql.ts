import { sql, type SQL } from 'drizzle-orm';
import type { CoachClient } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  boardCards, bookings, coachAvailability, commitments, companies, emails, lessonAnalytics, lessons, memberGroupLessons, ROLE, userGroups, users,
} from '../../db/schema/index.ts';
import type { ClientScope } from './client-scope.ts';

// The clients in a scope (a coach's own, or every client of an admin's tenant), each with the four
// "behind" counts and their latest session (issue 20: "no session booked in N days", N the
// coach's behind_after_days), in one statement whose result is JSON (docs/domain.md "Coach: clients"). Each
// count is a grouped aggregate over the clients in scope that reads only the rows that can count,
// through the partial indexes of migration 0011 (open lessons, open action steps with a due date,
// open commitments with a deadline, unread mail): hash joins over a few thousand index entries
// instead of four lookups per client. Parameters are values (tenantId, coachId, id, now); whether
// coach_id and an id are named decides which of four prepared statements runs.

const p = (name: string) => sql.placeholder(name);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Kind = { coach: boolean; one: boolean };

/** The clients in scope, before counting: a CTE body. */
const scopeRows = (k: Kind) => sql`select u.id, u.first_name, u.last_name, u.email, co.name as company, u.group_coaching,
    u.flash_coaching, u.business_academy, u.invited_at, u.deactivated_at, u.last_seen_at, u.created_at,
    (ca.rules->>'behind_after_days')::int as session_days
  from ${users} u
  left join ${companies} co on co.id = u.company_id and co.tenant_id = u.tenant_id
  left join ${coachAvailability} ca on ca.coach_id = u.coach_id
  where u.tenant_id = ${p('tenantId')}::int and u.role_id = ${sql.raw(String(ROLE.client))}
    ${k.coach ? sql`and u.coach_id = ${p('coachId')}::int` : sql``}
    ${k.one ? sql`and u.id = ${p('id')}::int` : sql``}`;

/**
 * A lesson counts when it is open to the member as their own page has it (lesson_access 1,
 * published, the user group paid for or the lesson free) and its last step (post_meeting) is not
 * ticked; an action step or commitment when it is not completed and its due date or deadline has
 * passed; a mail when its recipient has neither read nor deleted it.
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
  sessions as (
    select b.client_id as user_id, max(b.starts_at) as last_at from ${bookings} b
    join s on s.id = b.client_id
    where b.status <> 'cancelled' and b.tenant_id = ${p('tenantId')}::int
    group by b.client_id),
  no_session as (
    select s.id as user_id, s.session_days as days from s
    left join sessions se on se.user_id = s.id
    where s.session_days is not null and s.deactivated_at is null
      and (se.last_at is null or se.last_at < ${p('now')}::timestamptz - make_interval(days => s.session_days)))`;

const clientJson = sql`json_build_object('id', s.id, 'first_name', s.first_name, 'last_name', s.last_name, 'email', s.email,
  'company', s.company, 'group_coaching', s.group_coaching, 'flash_coaching', s.flash_coaching,
  'business_academy', s.business_academy,
  'status', case when s.deactivated_at is not null then 'deactivated' when s.invited_at is not null then 'invited' else 'active' end,
  'last_seen_at', ${iso(sql`s.last_seen_at`)}, 'created_at', ${iso(sql`s.created_at`)},
  'lessons_open_not_done', coalesce(lo.n, 0), 'overdue_action_steps', coalesce(sl.n, 0),
  'overdue_commitments', coalesce(tl.n, 0), 'unread_mail', coalesce(un.n, 0),
  'last_session_at', ${iso(sql`se.last_at`)}, 'no_session_days', ns.days,
  'behind', coalesce(lo.n, 0) + coalesce(sl.n, 0) + coalesce(tl.n, 0) + case when ns.days is null then 0 else 1 end)`;

/** The statement: the clients in scope as a JSON array (`CoachClient[]`), by id. */
export const clientsStatement = (k: Kind) => sql<string>`(with s as materialized (${scopeRows(k)}), ${COUNTS}
  select coalesce(json_agg(${clientJson} order by s.id), '[]'::json)::text from s
  left join lessons_open lo on lo.user_id = s.id
  left join steps_late sl on sl.user_id = s.id
  left join tasks_late tl on tl.user_id = s.id
  left join unread un on un.user_id = s.id
  left join sessions se on se.user_id = s.id
  left join no_session ns on ns.user_id = s.id)`;

const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();
const prepare = (db: Db, name: string, k: Kind) => db.select({ list: clientsStatement(k) }).from(sql`(select 1) as one`).prepare(name);

/** The clients of `scope` (only `id`, when given), as PostgreSQL wrote them; each kind prepared once per database. */
async function clientsJson(db: Db, scope: ClientScope, now: Date, id?: number): Promise<string> {
  const k: Kind = { coach: scope.coachId !== null, one: id !== undefined };
  const name = `coach_clients_${k.coach ? 'coach' : 'tenant'}${k.one ? '_one' : ''}`;
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepare(db, name, k)));
  const [row] = await statement.execute({ tenantId: scope.tenantId, coachId: scope.coachId ?? 0, id: id ?? 0, now: now.toISOString() });
  return row?.list ?? '[]';
}

/** Every client in scope with their counts, by id. */
export async function scopeClients(db: Db, scope: ClientScope, now: Date): Promise<CoachClient[]> {
  return JSON.parse(await clientsJson(db, scope, now)) as CoachClient[];
}

/** One client in scope with their counts, or null (not theirs, not a client, or not there). */
export async function oneClient(db: Db, scope: ClientScope, id: number, now: Date): Promise<CoachClient | null> {
  return (JSON.parse(await clientsJson(db, scope, now, id)) as CoachClient[])[0] ?? null;
}
