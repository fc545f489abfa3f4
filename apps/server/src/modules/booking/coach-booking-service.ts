import {
  BOOKING_RANGE_MAX_DAYS, type AgendaQuery, type AttendanceBody, type Availability, type AvailabilityBody, type Booking, type BookingCancelBody,
  type BookingRescheduleBody, type CoachBookingBody, type CoachSessionType, type CoachSlotsQuery, type SessionTypeBody, type SlotsReply,
} from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { groups, ROLE, users, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { knownZone } from '../calendar/ics-timezone.ts';
import { forgetClientLists } from '../coach-clients/client-list-cache.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { defaultAvailability, saveAvailability, savedAvailability } from './availability-repo.ts';
import { presentBooking, zoneOf } from './booking-present.ts';
import { cancelBooking, markAttendance, moveBooking, type AcceptChange } from './booking-writes.ts';
import { inTenant, ofCoach, startingWithin, viewBookings, withId, type BookingView } from './bookings-repo.ts';
import { freeSlots, rangeOf } from './free-slots.ts';
import { forgetSlotFacts, slotFactsCacheOf } from './slot-facts-cache.ts';
import { bookAndNotify, type BookingNotices } from './booking-notices.ts';
import { coachType, coachTypes, insertType, presentCoachType, updateType } from './session-types-repo.ts';

// Issue 20, the coach's side (docs/api.md "Coach: sessions"): their availability and session types,
// their agenda, and bookings they make, move, cancel and mark for their clients. The caller is the
// coach of every booking here; a client is one in their scope (an admin's: every client of the
// tenant); another coach's booking is a 404.

export function coachBookingService(deps: Deps, notices: BookingNotices) {
  const { db } = deps;
  const facts = slotFactsCacheOf(deps);
  const availabilityOf = async (coach: UserRow): Promise<Availability> =>
    (await savedAvailability(db, coach.id)) ?? defaultAvailability(zoneOf(coach));

  async function ownBooking(coach: UserRow, id: number): Promise<BookingView> {
    const [view] = await viewBookings(db, and(inTenant(coach.tenantId), withId(id), ofCoach(coach.id))!);
    if (!view) throw notFound();
    return view;
  }

  const stillBooked: AcceptChange = (locked) => {
    if (locked.status === 'cancelled') throw invalid({ status: ['This session was cancelled.'] }, 'This session was cancelled.');
  };

  /**
   * After a change of the coach's bookings, hours or types: its mails go out, the coach's free times
   * are read afresh, and the client list's "no session booked" flag moves.
   */
  function changed(coach: UserRow, told: readonly number[] = []) {
    notices.committed(told);
    forgetSlotFacts(deps, [coach.id]);
    forgetClientLists(deps, coach.tenantId);
  }

  async function present(coach: UserRow, id: number): Promise<Booking> {
    const [view] = await viewBookings(db, and(inTenant(coach.tenantId), withId(id))!);
    changed(coach, [view!.row.clientId]);
    return presentBooking(view!, zoneOf(coach));
  }

  /** Chosen clients must be the coach's own and chosen groups theirs to lead: a 422 naming the field otherwise. */
  async function checkAudience(coach: UserRow, body: z.output<typeof SessionTypeBody>) {
    if (body.audience !== 'chosen') return;
    const scope = clientScopeOf(coach);
    if (body.client_ids.length) {
      const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, body.client_ids), eq(users.tenantId, coach.tenantId),
        eq(users.roleId, ROLE.client), ...(scope.coachId === null ? [] : [eq(users.coachId, scope.coachId)])));
      if (found.length !== new Set(body.client_ids).size) throw invalid({ client_ids: ['Choose from your own clients.'] });
    }
    if (body.group_ids.length) {
      const found = await db.select({ id: groups.id }).from(groups).where(and(inArray(groups.id, body.group_ids), eq(groups.tenantId, coach.tenantId),
        ...(coach.roleId === ROLE.admin ? [] : [eq(groups.coachId, coach.id)])));
      if (found.length !== new Set(body.group_ids).size) throw invalid({ group_ids: ['Choose from your own groups.'] });
    }
  }

  return {
    availability: availabilityOf,

    async saveAvailability(coach: UserRow, body: z.output<typeof AvailabilityBody>): Promise<Availability> {
      const zone = knownZone(body.time_zone);
      if (!zone) throw invalid({ time_zone: ['Choose a time zone from the list.'] });
      const rules = { ...body, time_zone: zone, reminder_minutes: [...new Set(body.reminder_minutes)].sort((a, b) => b - a) };
      await saveAvailability(db, coach.tenantId, coach.id, rules, deps.now());
      changed(coach);
      return rules;
    },

    async types(coach: UserRow): Promise<CoachSessionType[]> {
      return (await coachTypes(db, coach.tenantId, coach.id)).map(presentCoachType);
    },

    async createType(coach: UserRow, body: z.output<typeof SessionTypeBody>): Promise<CoachSessionType> {
      await checkAudience(coach, body);
      const row = await insertType(db, coach.tenantId, coach.id, body, deps.now());
      changed(coach);
      return presentCoachType(row);
    },

    async updateType(coach: UserRow, id: number, body: z.output<typeof SessionTypeBody>): Promise<CoachSessionType> {
      if (!(await coachType(db, coach.tenantId, coach.id, id))) throw notFound();
      await checkAudience(coach, body);
      const row = await updateType(db, coach.tenantId, coach.id, id, body, deps.now());
      if (!row) throw notFound();
      changed(coach);
      return presentCoachType(row);
    },

    async agenda(coach: UserRow, q: z.output<typeof AgendaQuery>): Promise<Booking[]> {
      const zone = zoneOf(coach);
      const range = rangeOf(q.from, q.to, zone, BOOKING_RANGE_MAX_DAYS);
      const views = await viewBookings(db, and(inTenant(coach.tenantId), ofCoach(coach.id), startingWithin(range.from, range.to))!);
      return views.map((v) => presentBooking(v, zone));
    },

    async slots(coach: UserRow, q: z.output<typeof CoachSlotsQuery>): Promise<SlotsReply> {
      await clientInScope(db, clientScopeOf(coach), q.client_id);
      const zone = (await availabilityOf(coach)).time_zone;
      const reply = await freeSlots(db, facts, {
        tenantId: coach.tenantId, coachId: coach.id, clientId: q.client_id, typeId: q.type_id, from: q.from, to: q.to, zone, now: deps.now(), asCoach: true,
      });
      if (!reply) throw notFound();
      return reply;
    },

    async book(coach: UserRow, body: z.output<typeof CoachBookingBody>): Promise<Booking> {
      const client = await clientInScope(db, clientScopeOf(coach), body.client_id).catch(() => {
        throw invalid({ client_id: ['Choose one of your clients.'] });
      });
      const type = await coachType(db, coach.tenantId, coach.id, body.type_id);
      if (!type || type.archivedAt) throw invalid({ type_id: ['Choose one of your session types.'] });
      const row = await bookAndNotify(db, notices, {
        tenantId: coach.tenantId, coachId: coach.id, clientId: client.id, type, start: new Date(body.start), note: body.note,
        fallback: defaultAvailability(zoneOf(coach)), now: deps.now(), actor: { userId: coach.id, asCoach: true },
      }, 'coach');
      return present(coach, row.id);
    },

    async reschedule(coach: UserRow, id: number, body: z.output<typeof BookingRescheduleBody>): Promise<Booking> {
      const view = await ownBooking(coach, id);
      const now = deps.now();
      const ctx = await notices.context(coach.tenantId, now);
      await moveBooking(db, {
        booking: view.row, type: null, start: new Date(body.start), fallback: defaultAvailability(zoneOf(coach)), now,
        after: (tx, moved, before) => notices.moved(tx, moved, before!.startsAt, ctx, 'coach'),
        actor: { userId: coach.id, asCoach: true }, accept: (locked) => {
          stillBooked(locked);
          if (locked.status !== 'booked') throw invalid({ status: ['Only a booked session can be moved.'] }, 'Only a booked session can be moved.');
        },
      });
      return present(coach, id);
    },

    async cancel(coach: UserRow, id: number, body: z.output<typeof BookingCancelBody>): Promise<Booking> {
      const view = await ownBooking(coach, id);
      if (view.row.status === 'cancelled') return presentBooking(view, zoneOf(coach));
      const now = deps.now();
      const ctx = await notices.context(coach.tenantId, now);
      await cancelBooking(db, view.row, body.reason, coach.id, now, (locked) => {
        if (locked.status !== 'booked') throw invalid({ status: ['Only a booked session can be cancelled.'] }, 'Only a booked session can be cancelled.');
      }, (tx, cancelled) => notices.cancelled(tx, cancelled, ctx, 'coach'));
      return present(coach, id);
    },

    async attendance(coach: UserRow, id: number, body: z.output<typeof AttendanceBody>): Promise<Booking> {
      const view = await ownBooking(coach, id);
      const now = deps.now();
      await markAttendance(db, view.row, body.status, now, (locked) => {
        stillBooked(locked);
        if (body.status !== 'booked' && locked.startsAt > now) throw invalid({ status: ['This session has not started yet.'] }, 'This session has not started yet.');
      });
      return present(coach, id);
    },
  };
}
