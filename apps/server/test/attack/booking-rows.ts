import { BOOKING_MESSAGES } from '@portal/contract';
import type { Policy, TargetData } from './matrix-people.ts';
import type { RestRow } from './matrix-rows.ts';
import type { SessionsWith } from './booking-targets.ts';

// Issue 20, sessions with the coach, in the authorisation matrix (docs/domain.md "Sessions", "Who
// may change what"). A client books, moves and cancels their own sessions only (self): another's
// booking is a 404, a type not offered to them a 422 on `type_id`. The coach routes are for coaches
// and admins (a client gets 403), each acting as the coach of their own sessions: the target's
// coach on theirs (sessionCoach), the tenant's admin on the admin's own (tenantAdminSessions);
// another coach's type or booking is a 404, a client out of their scope a 422 on `client_id`.

const reason = { reason: 'Matrix' };
/** The week of dates from a time asked for, for the free-times queries. */
const week = (at: string) => `from=${at.slice(0, 10)}&to=${new Date(Date.parse(at) + 6 * 86_400_000).toISOString().slice(0, 10)}`;

const clientRows = (): RestRow[] => [
  // A type not offered to the caller is a 404 here (docs/api.md "Booking"); staff have no coach to book with.
  {
    route: 'GET /api/v1/booking/slots', policy: 'self', refusedWith: { type_id: [BOOKING_MESSAGES.noCoach] },
    request: (d) => ({ url: `/api/v1/booking/slots?type_id=${d.booking.coach.typeId}&${week(d.booking.coach.clientBookAt)}` }),
  },
  {
    route: 'POST /api/v1/bookings', policy: 'self', refusedWith: { type_id: [BOOKING_MESSAGES.notBookable, BOOKING_MESSAGES.noCoach] },
    request: (d) => ({ url: '/api/v1/bookings', payload: { type_id: d.booking.coach.typeId, start: d.booking.coach.clientBookAt } }),
  },
  {
    route: 'POST /api/v1/bookings/:id/reschedule', policy: 'self',
    request: (d) => ({ url: `/api/v1/bookings/${d.booking.coach.clientMoveId}/reschedule`, payload: { start: d.booking.coach.clientMoveTo } }),
  },
  { route: 'POST /api/v1/bookings/:id/cancel', policy: 'self', request: (d) => ({ url: `/api/v1/bookings/${d.booking.coach.clientCancelId}/cancel`, payload: reason }) },
];

/** The coach routes on one coach's sessions with the target; a granted edit sends the type as it was made. */
function coachRows(policy: Policy, side: (d: TargetData) => SessionsWith): RestRow[] {
  const B = (id: number) => `/api/v1/coach/bookings/${id}`;
  return [
    {
      route: 'GET /api/v1/coach/booking/slots', policy,
      request: (d) => ({ url: `/api/v1/coach/booking/slots?client_id=${d.user.id}&type_id=${side(d).typeId}&${week(side(d).bookAt)}` }),
    },
    {
      route: 'POST /api/v1/coach/session-types/:id', policy,
      request: (d) => ({ url: `/api/v1/coach/session-types/${side(d).editTypeId}`, payload: {
        name: `Matrix type to edit for ${d.user.email}`, minutes: 30, location_kind: 'video_room', audience: 'chosen', client_ids: [d.user.id],
      } }),
    },
    {
      route: 'POST /api/v1/coach/bookings', policy,
      refusedWith: { client_id: ['Choose one of your clients.'], type_id: ['Choose one of your session types.'] },
      request: (d) => ({ url: '/api/v1/coach/bookings', payload: { client_id: d.user.id, type_id: side(d).typeId, start: side(d).bookAt } }),
    },
    { route: 'POST /api/v1/coach/bookings/:id/reschedule', policy, request: (d) => ({ url: `${B(side(d).moveId)}/reschedule`, payload: { start: side(d).moveTo } }) },
    { route: 'POST /api/v1/coach/bookings/:id/cancel', policy, request: (d) => ({ url: `${B(side(d).cancelId)}/cancel`, payload: reason }) },
    { route: 'POST /api/v1/coach/bookings/:id/attendance', policy, request: (d) => ({ url: `${B(side(d).pastId)}/attendance`, payload: { status: 'attended' } }) },
  ];
}

export const bookingRows = (): RestRow[] => [
  ...clientRows(),
  // A new type offered to the target: a coach chooses from their own clients, an admin from the tenant's (staffFor).
  {
    route: 'POST /api/v1/coach/session-types', policy: 'staffFor', refusedWith: { client_ids: ['Choose from your own clients.'] },
    request: (d) => ({ url: '/api/v1/coach/session-types', payload: {
      name: 'Matrix new type', minutes: 30, location_kind: 'video_room', audience: 'chosen', client_ids: [d.user.id],
    } }),
  },
  ...coachRows('sessionCoach', (d) => d.booking.coach),
  ...coachRows('tenantAdminSessions', (d) => d.booking.admin),
];
