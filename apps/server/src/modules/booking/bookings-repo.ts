import { aliasedTable, and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, coachAvailability, users } from '../../db/schema/index.ts';
import type { BusyTime } from './free-times.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/** A person on a booking, as both sides see them. */
export interface BookingPerson { id: number; firstName: string; lastName: string; email: string; timeZone: string | null }
export interface BookingView { row: BookingRow; coach: BookingPerson; client: BookingPerson; cutoffHours: number }

const DAY_MS = 86_400_000;
const LONGEST_BUSY_MS = 8 * 3_600_000;
const coachUser = aliasedTable(users, 'coach_user');
const clientUser = aliasedTable(users, 'client_user');
const person = (u: typeof users) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, timeZone: u.timeZone });

/** The rule bookings_no_overlap (migration 0019) enforces: the database refused an overlap. */
export function isOverlap(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23P01' || (e?.cause !== undefined && isOverlap(e.cause));
}

/** Bookings with both people and the coach's cut-off, in one statement, oldest first. */
export async function viewBookings(db: Db, where: SQL): Promise<BookingView[]> {
  const rows = await db.select({
    row: bookings, coach: person(coachUser), client: person(clientUser),
    cutoffHours: sql<number>`coalesce((${coachAvailability.rules}->>'cutoff_hours')::int, 24)`,
  }).from(bookings)
    .innerJoin(coachUser, eq(coachUser.id, bookings.coachId))
    .innerJoin(clientUser, eq(clientUser.id, bookings.clientId))
    .leftJoin(coachAvailability, eq(coachAvailability.coachId, bookings.coachId))
    .where(where)
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((r) => ({ ...r, cutoffHours: Number(r.cutoffHours) }));
}

export const inTenant = (tenantId: number) => eq(bookings.tenantId, tenantId);
export const startingWithin = (from: Date, to: Date) => and(gt(bookings.startsAt, new Date(from.getTime() - 1)), lt(bookings.startsAt, to))!;
export const ofClient = (clientId: number) => eq(bookings.clientId, clientId);
export const ofCoach = (coachId: number) => eq(bookings.coachId, coachId);
export const withId = (id: number) => eq(bookings.id, id);

/**
 * The coach's active bookings near [from, to) (a day either side, for buffers and the daily count),
 * as busy times ending at their buffer's end, and how many fall on each of the coach's local dates.
 */
export async function busyNear(db: Db, coachId: number, from: Date, to: Date, exceptId?: number): Promise<{ busy: BusyTime[]; starts: Date[] }> {
  const rows = await db.select({ start: bookings.startsAt, until: bookings.busyUntil }).from(bookings)
    .where(and(eq(bookings.coachId, coachId), ne(bookings.status, 'cancelled'),
      gt(bookings.busyUntil, new Date(from.getTime() - DAY_MS)), lt(bookings.startsAt, new Date(to.getTime() + DAY_MS)),
      // A session and its buffer last at most 8 hours: the index range on (coach_id, starts_at) is bounded both sides.
      gt(bookings.startsAt, new Date(from.getTime() - DAY_MS - LONGEST_BUSY_MS)),
      ...(exceptId === undefined ? [] : [ne(bookings.id, exceptId)])));
  return { busy: rows.map((r) => ({ start: r.start, end: r.until })), starts: rows.map((r) => r.start) };
}

/** Start times of the client's active bookings of a type within [from, to): the allowance's count. */
export async function clientTypeStarts(db: Db, clientId: number, typeId: number, from: Date, to: Date, exceptId?: number): Promise<Date[]> {
  const rows = await db.select({ start: bookings.startsAt }).from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.typeId, typeId), ne(bookings.status, 'cancelled'),
      gt(bookings.startsAt, new Date(from.getTime() - 1)), lt(bookings.startsAt, to),
      ...(exceptId === undefined ? [] : [ne(bookings.id, exceptId)])));
  return rows.map((r) => r.start);
}

/** Start times of the client's active bookings of each of `typeIds` within [from, to). */
export async function clientStartsByType(db: Db, clientId: number, typeIds: number[], from: Date, to: Date): Promise<{ typeId: number; start: Date }[]> {
  if (!typeIds.length) return [];
  return db.select({ typeId: bookings.typeId, start: bookings.startsAt }).from(bookings)
    .where(and(eq(bookings.clientId, clientId), inArray(bookings.typeId, typeIds), ne(bookings.status, 'cancelled'),
      gt(bookings.startsAt, new Date(from.getTime() - 1)), lt(bookings.startsAt, to)));
}

/** The booking locked for a change in this transaction, or null. */
export async function lockBooking(tx: Db, tenantId: number, id: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.tenantId, tenantId))).limit(1).for('update');
  return row ?? null;
}

export async function insertBooking(tx: Db, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function updateBooking(tx: Db, id: number, set: Partial<NewBooking>): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, id)).returning();
  return row!;
}
