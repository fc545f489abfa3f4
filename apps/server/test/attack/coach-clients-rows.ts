import type { Db } from '../../src/db/client.ts';
import type { UserRow } from '../../src/db/schema/index.ts';
import { buildUser } from '../../src/db/seed/builders.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 12: the coach's side in the authorisation matrix. A client's page and programme flags are
// the target's own; deactivation acts on a spare client with the target's coach and tenant (the
// same policy), so the cast's sessions live on for the rows after.

/** A client like `user` (same tenant and coach) that the deactivate rows may switch off and on. */
export function spareClientOf(db: Db, user: UserRow) {
  return buildUser(db, {
    tenantId: user.tenantId, coachId: user.coachId, email: `spare-${user.id}@matrix.test`, password: 'Matrix-Spare-1!',
    firstName: 'Spare', lastName: 'Client',
  });
}

const url = (id: number, action = '') => `/api/v1/coach/clients/${id}${action}`;

export const coachClientsRows = (): RestRow[] => [
  { route: 'GET /api/v1/coach/clients/:id', policy: 'coachesClient', request: (d) => ({ url: url(d.user.id) }) },
  {
    route: 'POST /api/v1/coach/clients/:id/programmes', policy: 'coachesClient',
    // the flags as they are, so a granted call changes nothing the later rows rely on
    request: (d) => ({ url: url(d.user.id, '/programmes'), payload: { group_coaching: d.user.groupCoaching, flash_coaching: d.user.flashCoaching, business_academy: d.user.businessAcademy } }),
  },
  { route: 'POST /api/v1/coach/clients/:id/deactivate', policy: 'coachesClient', request: (d) => ({ url: url(d.spareClientId, '/deactivate') }) },
  { route: 'POST /api/v1/coach/clients/:id/reactivate', policy: 'coachesClient', request: (d) => ({ url: url(d.spareClientId, '/reactivate') }) },
  // The files the client sent, on the coach's "Files received" list filtered to them.
  { route: 'GET /api/v1/coach/files', policy: 'coachesClient', request: (d) => ({ url: `/api/v1/coach/files?client_id=${d.user.id}` }) },
];
