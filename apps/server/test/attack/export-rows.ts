import type { Db } from '../../src/db/client.ts';
import { dataExports, type UserRow } from '../../src/db/schema/index.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 22: data exports and account deletion in the authorisation matrix. Each target has an export they asked for and
// one their coach asked for (both still building, so their reads answer 200 to their asker).

export interface ExportIds { own: number; byCoach: number }

export async function exportsOf(db: Db, user: UserRow): Promise<ExportIds> {
  const made = async (requestedBy: number) => (await db.insert(dataExports).values({
    tenantId: user.tenantId, userId: user.id, requestedBy, downloadSecret: `matrix-${user.id}-${requestedBy}`,
  }).returning())[0]!.id;
  return { own: await made(user.id), byCoach: await made(user.coachId!) };
}

const C = (id: number) => `/api/v1/coach/clients/${id}/export`;

export const exportRows = (): RestRow[] => [
  { route: 'GET /api/v1/me/export/:id', policy: 'self', request: (d) => ({ url: `/api/v1/me/export/${d.exports.own}` }) },
  { route: 'GET /api/v1/coach/clients/:id/export', policy: 'coachesClient', request: (d) => ({ url: C(d.user.id) }) },
  { route: 'POST /api/v1/coach/clients/:id/export', policy: 'coachesClient', request: (d) => ({ url: C(d.user.id), payload: {} }) },
  // An export is its asker's alone: the target's coach made this one.
  { route: 'GET /api/v1/coach/clients/:id/export/:exportId', policy: 'sessionCoach', request: (d) => ({ url: `${C(d.user.id)}/${d.exports.byCoach}` }) },
  // Deleting on the client's request (issue 22) is an admin's alone. Asking ends the client's
  // sessions, so it acts on the spare client of the target's tenant and coach (as deactivation does).
  { route: 'GET /api/v1/coach/clients/:id/delete', policy: 'adminForClient', request: (d) => ({ url: `/api/v1/coach/clients/${d.user.id}/delete` }) },
  { route: 'POST /api/v1/coach/clients/:id/delete', policy: 'adminForClient', request: (d) => ({ url: `/api/v1/coach/clients/${d.spareClientId}/delete`, payload: {} }) },
  { route: 'POST /api/v1/coach/clients/:id/delete/cancel', policy: 'adminForClient', request: (d) => ({ url: `/api/v1/coach/clients/${d.spareClientId}/delete/cancel`, payload: {} }) },
];
