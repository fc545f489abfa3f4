import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { coachAvailability, ROLE, users, type UserRow } from '../../src/db/schema/index.ts';
import { buildBooking, buildSessionType } from '../../src/db/seed/builders.ts';
import { localDate, zoned } from '../../src/db/seed/time.ts';
import { defaultAvailability } from '../../src/modules/booking/availability-repo.ts';

// Issue 20: a target's sessions for the booking rows of the authorisation matrix, with their own
// coach and with the admin of their tenant (an admin acts as the coach of their own sessions). A
// granted write must pass the route's own checks, so every booking and every time asked for is an
// hour of its own in the demo coach's weekly hours (demo-sessions.ts: Monday to Friday 9:00–17:00
// America/Denver, 15 minutes' buffer, 12 hours' notice); staff who saved no hours get the same.

const ZONE = 'America/Denver';
const WORKDAY = [{ start: '09:00', end: '17:00' }];
const HOURS = { ...defaultAvailability(ZONE), weekly: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY }, buffer_minutes: 15 };
const MINUTES = 30;
/** Past the demo's own booking next week, well inside the 60-day horizon. */
const FIRST_DAY = 14;
/** Sessions to mark attended are this many days back, where nothing else is booked. */
const PAST_DAY = -42;
const SLOTS_A_DAY = 8;

/** One coach's sessions with a target, and the free times the granted writes ask for. */
export interface SessionsWith {
  /** A type offered to the target only (audience "chosen"), and a second one for the edit row. */
  typeId: number; editTypeId: number;
  /** Booked sessions of the target's, ahead: one to move, one to cancel; `pastId` started, to mark attended. */
  moveId: number; cancelId: number; pastId: number;
  bookAt: string; moveTo: string;
}
export interface BookingIds {
  /** With the target's own coach; `client*` are for the client's own routes. */
  coach: SessionsWith & { clientMoveId: number; clientCancelId: number; clientBookAt: string; clientMoveTo: string };
  /** With the admin of the target's tenant, on the admin's own type. */
  admin: SessionsWith;
}

/** Hours handed out per coach: each booking and each time asked for takes an hour no other has. */
const handedOut = new Map<number, number>();
function take(coachId: number) {
  const n = handedOut.get(coachId) ?? 0;
  handedOut.set(coachId, n + 1);
  return n;
}

/** The n-th working hour of the coach-local weekdays, counted from `firstDay` days after now. */
function hourOf(now: Date, firstDay: number, n: number): Date {
  let weekdays = Math.floor(n / SLOTS_A_DAY);
  for (let day = firstDay; ; day += 1) {
    const date = localDate(now, ZONE, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (weekdays === 0) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return zoned(y, m, d, 9 + (n % SLOTS_A_DAY), 0, ZONE);
    }
    weekdays -= 1;
  }
}

/** `coachId`'s sessions with `client`; `booked` and `next` make more of them. */
async function sessionsWith(db: Db, coachId: number, client: UserRow, now: Date) {
  await db.insert(coachAvailability).values({ coachId, tenantId: client.tenantId, rules: HOURS }).onConflictDoNothing();
  const next = () => hourOf(now, FIRST_DAY, take(coachId));
  const made = (name: string) => buildSessionType(db, {
    tenantId: client.tenantId, coachId, name, minutes: MINUTES, audience: 'chosen', clientIds: [client.id],
  });
  const type = await made(`Matrix session for ${client.email}`);
  const booked = async (start: Date) => (await buildBooking(db, { type, clientId: client.id, start, bufferMinutes: HOURS.buffer_minutes })).id;
  const ids: SessionsWith = {
    typeId: type.id, editTypeId: (await made(`Matrix type to edit for ${client.email}`)).id,
    moveId: await booked(next()), cancelId: await booked(next()), pastId: await booked(hourOf(now, PAST_DAY, take(coachId))),
    bookAt: next().toISOString(), moveTo: next().toISOString(),
  };
  return { ids, booked, next };
}

export async function bookingOf(db: Db, user: UserRow, now: Date): Promise<BookingIds> {
  const [admin] = await db.select().from(users).where(and(eq(users.tenantId, user.tenantId), eq(users.roleId, ROLE.admin)))
    .orderBy(asc(users.id)).limit(1);
  const own = await sessionsWith(db, user.coachId!, user, now);
  return {
    coach: {
      ...own.ids, clientMoveId: await own.booked(own.next()), clientCancelId: await own.booked(own.next()),
      clientBookAt: own.next().toISOString(), clientMoveTo: own.next().toISOString(),
    },
    admin: (await sessionsWith(db, admin!.id, user, now)).ids,
  };
}
