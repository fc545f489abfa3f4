import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AgendaQuery, AttendanceBody, AvailabilityBody, BookingCancelBody, BookingRescheduleBody, CoachBookingBody, CoachSlotsQuery, SessionTypeBody,
} from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { bookingNotices } from './booking-notices.ts';
import { coachBookingService } from './coach-booking-service.ts';

type WithId = { Params: { id: string } };

// Issue 20, the coach's side (docs/api.md "Coach: sessions"): coaches and admins only (ctx.staff: a
// client gets 403).
export async function coachBookingRoutes(app: FastifyInstance, { deps, staff }: ModuleContext) {
  const coach = coachBookingService(deps, bookingNotices(deps));
  const caller = (req: FastifyRequest) => authOf(req).user;

  app.get('/api/v1/coach/availability', staff, async (req, reply) => ok(reply, await coach.availability(caller(req))));
  app.put('/api/v1/coach/availability', staff, async (req, reply) =>
    ok(reply, await coach.saveAvailability(caller(req), parse(AvailabilityBody, req.body))));

  app.get('/api/v1/coach/session-types', staff, async (req, reply) => ok(reply, await coach.types(caller(req))));
  app.post('/api/v1/coach/session-types', staff, async (req, reply) =>
    ok(reply, await coach.createType(caller(req), parse(SessionTypeBody, req.body)), 201));
  app.post<WithId>('/api/v1/coach/session-types/:id', staff, async (req, reply) =>
    ok(reply, await coach.updateType(caller(req), pathId(req.params.id), parse(SessionTypeBody, req.body))));

  app.get('/api/v1/coach/agenda', staff, async (req, reply) => ok(reply, await coach.agenda(caller(req), parse(AgendaQuery, req.query))));
  app.get('/api/v1/coach/booking/slots', staff, async (req, reply) =>
    ok(reply, await coach.slots(caller(req), parse(CoachSlotsQuery, req.query))));
  app.post('/api/v1/coach/bookings', staff, async (req, reply) =>
    ok(reply, await coach.book(caller(req), parse(CoachBookingBody, req.body)), 201));
  app.post<WithId>('/api/v1/coach/bookings/:id/reschedule', staff, async (req, reply) =>
    ok(reply, await coach.reschedule(caller(req), pathId(req.params.id), parse(BookingRescheduleBody, req.body))));
  app.post<WithId>('/api/v1/coach/bookings/:id/cancel', staff, async (req, reply) =>
    ok(reply, await coach.cancel(caller(req), pathId(req.params.id), parse(BookingCancelBody, req.body ?? {}))));
  app.post<WithId>('/api/v1/coach/bookings/:id/attendance', staff, async (req, reply) =>
    ok(reply, await coach.attendance(caller(req), pathId(req.params.id), parse(AttendanceBody, req.body))));
}
