import type { RestRow } from './matrix-rows.ts';

// Issue 12: invitations and support tickets in the authorisation matrix. A coach acts for their own
// clients, an admin for the tenant's (staffFor); a client reaches none of these routes (403), but
// answers on their own tickets (self).
let invites = 0;

export const coachSideRows = (): RestRow[] => [
  // Each call invites a new address, filed under the target's coach.
  { route: 'POST /api/v1/coach/clients/invite', policy: 'staffFor', request: (d) => ({ url: '/api/v1/coach/clients/invite', payload: {
    email: `matrix-invite-${(invites += 1)}@example.test`, first_name: 'Matrix', last_name: 'Invite', coach_id: d.user.coachId,
  } }) },
  { route: 'POST /api/v1/coach/clients/:id/invite', policy: 'staffFor', request: (d) => ({ url: `/api/v1/coach/clients/${d.coachSide.invitedId}/invite` }) },
  { route: 'GET /api/v1/coach/tickets/:id', policy: 'staffFor', request: (d) => ({ url: `/api/v1/coach/tickets/${d.coachSide.ticketId}` }) },
  { route: 'POST /api/v1/coach/tickets/:id/reply', policy: 'staffFor', request: (d) => ({ url: `/api/v1/coach/tickets/${d.coachSide.ticketId}/reply`, payload: { body: 'Matrix' } }) },
  { route: 'POST /api/v1/coach/tickets/:id/status', policy: 'staffFor', request: (d) => ({ url: `/api/v1/coach/tickets/${d.coachSide.ticketId}/status`, payload: { status: 'pending' } }) },
  { route: 'POST /api/v1/tickets/:id/reply', policy: 'self', request: (d) => ({ url: `/api/v1/tickets/${d.coachSide.ticketId}/reply`, payload: { body: 'Matrix' } }) },
];
