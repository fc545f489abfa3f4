import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BookingCancelBody, BookingCreateBody, BookingRescheduleBody, BookingsQuery, SlotsQuery } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { bookingNotices } from './booking-notices.ts';
import { handleSessionReminders } from './booking-reminders.ts';
import { bookingService } from './booking-service.ts';

type WithId = { Params: { id: string } };

// Issue 20, the client's wire (docs/api.md "Booking"): any signed-in caller books with their own
// coach; a booking that is not theirs is a 404.
export async function bookingRoutes(app: FastifyInstance, { deps, signedIn, dueWork }: ModuleContext) {
  const notices = bookingNotices(deps);
  const bookings = bookingService(deps, notices);
  handleSessionReminders(deps, dueWork, notices);
  const caller = (req: FastifyRequest) => authOf(req).user;

  app.get('/api/v1/booking/types', signedIn, async (req, reply) => ok(reply, await bookings.types(caller(req))));
  app.get('/api/v1/booking/slots', signedIn, async (req, reply) =>
    ok(reply, await bookings.slots(caller(req), parse(SlotsQuery, req.query))));
  app.get('/api/v1/bookings', signedIn, async (req, reply) =>
    ok(reply, await bookings.list(caller(req), parse(BookingsQuery, req.query))));
  app.post('/api/v1/bookings', signedIn, async (req, reply) =>
    ok(reply, await bookings.book(caller(req), parse(BookingCreateBody, req.body)), 201));
  app.post<WithId>('/api/v1/bookings/:id/reschedule', signedIn, async (req, reply) =>
    ok(reply, await bookings.reschedule(caller(req), pathId(req.params.id), parse(BookingRescheduleBody, req.body))));
  app.post<WithId>('/api/v1/bookings/:id/cancel', signedIn, async (req, reply) =>
    ok(reply, await bookings.cancel(caller(req), pathId(req.params.id), parse(BookingCancelBody, req.body ?? {}))));
}
