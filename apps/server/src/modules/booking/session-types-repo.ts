import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CoachSessionType, SessionTypeBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessionTypes, userGroups } from '../../db/schema/index.ts';

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
type TypeFields = z.output<typeof SessionTypeBody>;

export const presentCoachType = (t: SessionTypeRow): CoachSessionType => ({
  id: t.id, name: t.name, minutes: t.minutes, location_kind: t.locationKind,
  location: t.locationKind === 'video_room' ? null : t.location,
  audience: t.audience, client_ids: t.clientIds, group_ids: t.groupIds, per_month: t.perMonth, archived: t.archivedAt !== null,
});

const columnsOf = (f: TypeFields, now: Date) => ({
  name: f.name, minutes: f.minutes, locationKind: f.location_kind,
  location: f.location_kind === 'video_room' ? null : f.location,
  audience: f.audience, clientIds: f.audience === 'chosen' ? f.client_ids : [], groupIds: f.audience === 'chosen' ? f.group_ids : [],
  perMonth: f.per_month, archivedAt: f.archived ? now : null, updatedAt: now,
});

export async function coachTypes(db: Db, tenantId: number, coachId: number): Promise<SessionTypeRow[]> {
  return db.select().from(sessionTypes)
    .where(and(eq(sessionTypes.tenantId, tenantId), eq(sessionTypes.coachId, coachId)))
    .orderBy(asc(sessionTypes.archivedAt), asc(sessionTypes.id));
}

export async function insertType(db: Db, tenantId: number, coachId: number, f: TypeFields, now: Date): Promise<SessionTypeRow> {
  const [row] = await db.insert(sessionTypes).values({ tenantId, coachId, ...columnsOf(f, now), createdAt: now }).returning();
  return row!;
}

/** Updates the coach's own type; null when it is not theirs (or not there). An archived type keeps its archive time. */
export async function updateType(db: Db, tenantId: number, coachId: number, id: number, f: TypeFields, now: Date): Promise<SessionTypeRow | null> {
  const cols = columnsOf(f, now);
  const [row] = await db.update(sessionTypes)
    .set({ ...cols, archivedAt: f.archived ? sql`coalesce(${sessionTypes.archivedAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.tenantId, tenantId), eq(sessionTypes.coachId, coachId)))
    .returning();
  return row ?? null;
}

/**
 * Who may book a type (issue 20): every client of its coach when its audience is "all"; otherwise the
 * clients it names and the members of the groups it names. Archived types are booked by no one.
 */
function bookableBy(clientId: number): SQL {
  return sql`(${sessionTypes.audience} = 'all' or ${clientId} = any(${sessionTypes.clientIds})
    or exists (select 1 from ${userGroups} ug where ug.user_id = ${clientId} and ug.group_id = any(${sessionTypes.groupIds})))`;
}

/** The types of `coachId` the client may book, oldest first. */
export async function bookableTypes(db: Db, tenantId: number, coachId: number, clientId: number): Promise<SessionTypeRow[]> {
  return db.select().from(sessionTypes)
    .where(and(eq(sessionTypes.tenantId, tenantId), eq(sessionTypes.coachId, coachId), isNull(sessionTypes.archivedAt), bookableBy(clientId)))
    .orderBy(asc(sessionTypes.id));
}

/** One type the client may book with `coachId`, or null (not theirs to book, archived, or no such type). */
export async function bookableType(db: Db, tenantId: number, coachId: number, clientId: number, typeId: number): Promise<SessionTypeRow | null> {
  const [row] = await db.select().from(sessionTypes)
    .where(and(eq(sessionTypes.id, typeId), eq(sessionTypes.tenantId, tenantId), eq(sessionTypes.coachId, coachId),
      isNull(sessionTypes.archivedAt), bookableBy(clientId)))
    .limit(1);
  return row ?? null;
}

/** One of the coach's own types, archived or not, or null. */
export async function coachType(db: Db, tenantId: number, coachId: number, typeId: number): Promise<SessionTypeRow | null> {
  const [row] = await db.select().from(sessionTypes)
    .where(and(eq(sessionTypes.id, typeId), eq(sessionTypes.tenantId, tenantId), eq(sessionTypes.coachId, coachId))).limit(1);
  return row ?? null;
}
