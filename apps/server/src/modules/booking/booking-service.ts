import {
  BOOKING_MESSAGES, type Booking, type BookingCancelBody, type BookingCreateBody, type BookingRescheduleBody,
  type BookingsQuery, type SessionType, type SlotsQuery, type SlotsReply,
} from '@portal/contract';
import type { z } from 'zod';
import { and } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { defaultAvailability, savedAvailability } from './availability-repo.ts';
import { changeableUntil, presentBooking, zoneOf } from './booking-present.ts';
import { cancelBooking, moveBooking, type AcceptChange } from './booking-writes.ts';
import { clientStartsByType, inTenant, ofClient, startingWithin, viewBookings, withId, type BookingView } from './bookings-repo.ts';
import { freeSlots, rangeOf } from './free-slots.ts';
import { forgetSlotFacts, slotFactsCacheOf } from './slot-facts-cache.ts';
import { bookableType, bookableTypes, coachType } from './session-types-repo.ts';
import { coachOf, type CoachPerson } from './coach-of.ts';
import { bookAndNotify, type BookingNotices } from './booking-notices.ts';
import { forgetClientLists } from '../coach-clients/client-list-cache.ts';
import { addDays, dateInZone, monthOf } from './zone-time.ts';

// Issue 20, the client's wire (docs/api.md "Booking"): the types they may book, the free times in
// their own zone, and their bookings, which they move or cancel until the coach's cut-off.

/** Without from/to, the bookings list starts this many days back (the recent past stays in view). */
const LIST_DAYS_BACK = 30;
/** A bookings list covers at most a year. */
const LIST_RANGE_MAX_DAYS = 366;

export function bookingService(deps: Deps, notices: BookingNotices) {
  const { db } = deps;
  const facts = slotFactsCacheOf(deps);

  /** After a booking change: its mails go out, and the coach's free times and client list are read afresh. */
  function changed(tenantId: number, coachId: number) {
    notices.committed([coachId]);
    forgetSlotFacts(deps, [coachId]);
    forgetClientLists(deps, tenantId); // the coach's "no session booked" flag
  }

  /** The caller's coach, or a 422 for a client who has none. */
  async function coachFor(caller: UserRow): Promise<CoachPerson> {
    const coach = await coachOf(db, caller);
    if (!coach) throw invalid({ type_id: [BOOKING_MESSAGES.noCoach] }, BOOKING_MESSAGES.noCoach);
    return coach;
  }

  const availabilityOf = async (coach: CoachPerson) => (await savedAvailability(db, coach.id)) ?? defaultAvailability(zoneOf(coach));

  /** The caller's own booking, locked later by the write; 404 for anyone else's (DESIGN §4). */
  async function ownBooking(caller: UserRow, id: number): Promise<BookingView> {
    const [view] = await viewBookings(db, and(inTenant(caller.tenantId), withId(id), ofClient(caller.id))!);
    if (!view) throw notFound();
    return view;
  }

  /** The client may change a booked session only before the cut-off (issue 20: 422 after it). */
  const beforeCutOff = (view: BookingView, now: Date): AcceptChange => (locked) => {
    if (locked.clientId !== view.row.clientId) throw notFound();
    if (locked.status !== 'booked') throw invalid({ status: ['This session is no longer booked.'] }, 'This session is no longer booked.');
    if (now >= changeableUntil({ ...view, row: locked })) throw new HttpError(422, BOOKING_MESSAGES.cutOff);
  };

  async function viewOf(tenantId: number, id: number): Promise<BookingView> {
    const [view] = await viewBookings(db, and(inTenant(tenantId), withId(id))!);
    return view!;
  }

  return {
    async types(caller: UserRow): Promise<SessionType[]> {
      const coach = await coachOf(db, caller);
      if (!coach) return [];
      const types = await bookableTypes(db, caller.tenantId, coach.id, caller.id);
      const zone = (await availabilityOf(coach)).time_zone;
      const month = monthOf(deps.now(), zone);
      const used = await clientStartsByType(db, caller.id, types.filter((t) => t.perMonth !== null).map((t) => t.id), month.from, month.to);
      return types.map((t) => ({
        id: t.id, name: t.name, minutes: t.minutes, location_kind: t.locationKind,
        allowance: t.perMonth === null ? null : { per_month: t.perMonth, used: used.filter((u) => u.typeId === t.id).length },
      }));
    },

    async slots(caller: UserRow, q: z.output<typeof SlotsQuery>): Promise<SlotsReply> {
      if (!caller.coachId) throw invalid({ type_id: [BOOKING_MESSAGES.noCoach] }, BOOKING_MESSAGES.noCoach);
      const reply = await freeSlots(db, facts, {
        tenantId: caller.tenantId, coachId: caller.coachId, clientId: caller.id, typeId: q.type_id,
        from: q.from, to: q.to, zone: zoneOf(caller), now: deps.now(), asCoach: false,
      });
      if (!reply) throw new HttpError(404, BOOKING_MESSAGES.notBookable);
      return reply;
    },

    async list(caller: UserRow, q: z.output<typeof BookingsQuery>): Promise<Booking[]> {
      const zone = zoneOf(caller);
      const from = q.from ?? addDays(dateInZone(deps.now(), zone), -LIST_DAYS_BACK);
      const to = q.to ?? addDays(from, LIST_RANGE_MAX_DAYS - 1);
      const range = rangeOf(from, to, zone, LIST_RANGE_MAX_DAYS);
      const views = await viewBookings(db, and(inTenant(caller.tenantId), ofClient(caller.id), startingWithin(range.from, range.to))!);
      return views.map((v) => presentBooking(v, zone));
    },

    async book(caller: UserRow, body: z.output<typeof BookingCreateBody>): Promise<Booking> {
      const coach = await coachFor(caller);
      const type = await bookableType(db, caller.tenantId, coach.id, caller.id, body.type_id);
      if (!type) throw invalid({ type_id: [BOOKING_MESSAGES.notBookable] }, BOOKING_MESSAGES.notBookable);
      const row = await bookAndNotify(db, notices, {
        tenantId: caller.tenantId, coachId: coach.id, clientId: caller.id, type, start: new Date(body.start), note: body.note,
        fallback: defaultAvailability(zoneOf(coach)), now: deps.now(), actor: { userId: caller.id, asCoach: false },
      }, 'client');
      changed(caller.tenantId, coach.id);
      return presentBooking(await viewOf(caller.tenantId, row.id), zoneOf(caller));
    },

    async reschedule(caller: UserRow, id: number, body: z.output<typeof BookingRescheduleBody>): Promise<Booking> {
      const view = await ownBooking(caller, id);
      const now = deps.now();
      const ctx = await notices.context(caller.tenantId, now);
      await moveBooking(db, {
        booking: view.row, type: await coachType(db, caller.tenantId, view.row.coachId, view.row.typeId), start: new Date(body.start),
        fallback: defaultAvailability(zoneOf(view.coach)), now, actor: { userId: caller.id, asCoach: false }, accept: beforeCutOff(view, now),
        after: (tx, moved, before) => notices.moved(tx, moved, before!.startsAt, ctx, 'client'),
      });
      changed(caller.tenantId, view.row.coachId);
      return presentBooking(await viewOf(caller.tenantId, id), zoneOf(caller));
    },

    async cancel(caller: UserRow, id: number, body: z.output<typeof BookingCancelBody>): Promise<Booking> {
      const view = await ownBooking(caller, id);
      // Cancelling twice (a retry, a second tab) answers the cancelled booking, not an error.
      if (view.row.status === 'cancelled') return presentBooking(view, zoneOf(caller));
      const now = deps.now();
      const ctx = await notices.context(caller.tenantId, now);
      await cancelBooking(db, view.row, body.reason, caller.id, now, beforeCutOff(view, now),
        (tx, cancelled) => notices.cancelled(tx, cancelled, ctx, 'client'));
      changed(caller.tenantId, view.row.coachId);
      return presentBooking(await viewOf(caller.tenantId, id), zoneOf(caller));
    },
  };
}

