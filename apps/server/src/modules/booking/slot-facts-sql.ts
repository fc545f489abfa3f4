import { sql } from 'drizzle-orm';
import type { Availability } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { rowFromJson, rowJson } from '../../db/json-row.ts';
import { bookings, coachAvailability, sessionTypes, userGroups, users } from '../../db/schema/index.ts';
import type { BusyTime } from './free-times.ts';
import type { SessionTypeRow } from './session-types-repo.ts';

// Everything the free times of one type need, in one prepared statement (issue 20, bench/README.md
// "Sessions"): the coach (active, in the tenant), their saved availability, the type (for a client:
// only one they may book), the coach's sessions near the window and the client's own of that type
// around it (the allowance). One round trip instead of five: on this machine kind each round trip's
// system calls cost more than the slot arithmetic.

export interface SlotFacts {
  coachZone: string | null;
  rules: Availability | null;
  type: SessionTypeRow | null;
  /** The coach's sessions not cancelled that may touch the window, end including the buffer. */
  busy: BusyTime[];
  /** The client's sessions of the type, not cancelled, within the allowance window. */
  clientStarts: Date[];
}

export interface SlotFactsAsk {
  tenantId: number; coachId: number; clientId: number; typeId: number;
  /** Sessions starting in [busyFrom, busyTo) and ending after windowFrom are read as busy. */
  windowFrom: Date; busyFrom: Date; busyTo: Date;
  /** The client's own sessions of the type in [mineFrom, mineTo). */
  mineFrom: Date; mineTo: Date;
}

const p = (name: string) => sql.placeholder(name);

/** Who may book a type (session-types-repo.ts bookableBy), on the type aliased `st`. */
const BOOKABLE = sql`and (st.audience = 'all' or ${p('clientId')}::int = any(st.client_ids)
  or exists (select 1 from ${userGroups} ug where ug.user_id = ${p('clientId')}::int and ug.group_id = any(st.group_ids)))`;

const statement = (bookableOnly: boolean) => sql<string>`(select json_build_object(
  'zone', c.time_zone,
  'rules', (select ca.rules from ${coachAvailability} ca where ca.coach_id = c.id),
  'type', (select ${rowJson(sessionTypes, 'st')} from ${sessionTypes} "st"
    where st.id = ${p('typeId')}::int and st.tenant_id = c.tenant_id and st.coach_id = c.id and st.archived_at is null
    ${bookableOnly ? BOOKABLE : sql``}),
  'busy', (select coalesce(json_agg(json_build_array(floor(extract(epoch from b.starts_at) * 1000), floor(extract(epoch from b.busy_until) * 1000))), '[]'::json)
    from ${bookings} b where b.coach_id = c.id and b.status <> 'cancelled'
      and b.starts_at >= ${p('busyFrom')}::timestamptz and b.starts_at < ${p('busyTo')}::timestamptz and b.busy_until > ${p('windowFrom')}::timestamptz),
  'mine', (select coalesce(json_agg(floor(extract(epoch from b.starts_at) * 1000)), '[]'::json)
    from ${bookings} b where b.client_id = ${p('clientId')}::int and b.type_id = ${p('typeId')}::int and b.status <> 'cancelled'
      and b.starts_at >= ${p('mineFrom')}::timestamptz and b.starts_at < ${p('mineTo')}::timestamptz)
)::text from ${users} c
where c.id = ${p('coachId')}::int and c.tenant_id = ${p('tenantId')}::int and c.deactivated_at is null)`;

const prepared = new WeakMap<Db, Map<boolean, ReturnType<typeof prepare>>>();
const prepare = (db: Db, bookableOnly: boolean) => db.select({ facts: statement(bookableOnly) }).from(sql`(select 1) as one`)
  .prepare(`booking_slot_facts${bookableOnly ? '_client' : '_coach'}`);

/** The facts, or null when the coach is not there (deactivated, another tenant's). `bookableOnly`: the client asks. */
export async function readSlotFacts(db: Db, ask: SlotFactsAsk, bookableOnly: boolean): Promise<SlotFacts | null> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let s = statements.get(bookableOnly);
  if (!s) statements.set(bookableOnly, (s = prepare(db, bookableOnly)));
  const [row] = await s.execute({
    tenantId: ask.tenantId, coachId: ask.coachId, clientId: ask.clientId, typeId: ask.typeId,
    windowFrom: ask.windowFrom.toISOString(), busyFrom: ask.busyFrom.toISOString(), busyTo: ask.busyTo.toISOString(),
    mineFrom: ask.mineFrom.toISOString(), mineTo: ask.mineTo.toISOString(),
  });
  if (!row?.facts) return null;
  const f = JSON.parse(row.facts) as { zone: string | null; rules: Availability | null; type: Record<string, unknown> | null; busy: [number, number][]; mine: number[] };
  return {
    coachZone: f.zone, rules: f.rules, type: f.type ? rowFromJson(sessionTypes, f.type) : null,
    busy: f.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    clientStarts: f.mine.map((ms) => new Date(ms)),
  };
}
