import type { Db } from '../../src/db/client.ts';
import { scheduleEntries, type UserRow } from '../../src/db/schema/index.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 12 "Schedule and work": the routes on a client's schedule and timeline in the authorisation
// matrix. The target's coach and an admin of the tenant are granted; clients and other coaches not
// (coachesClient). An edit names the target's kept entry; a delete uses up a spare one per caller.

export interface CoachWorkIds { entryId: number; spareEntryIds: number[] }

export async function coachWorkOf(db: Db, user: UserRow, spares: number): Promise<CoachWorkIds> {
  const made = await db.insert(scheduleEntries).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, userId: user.id, coachId: user.coachId, title: `Matrix session ${i + 1}`,
    startsAt: new Date(Date.UTC(2099, 0, 1 + i)), timeZone: 'UTC',
  }))).returning({ id: scheduleEntries.id });
  return { entryId: made[0]!.id, spareEntryIds: made.slice(1).map((e) => e.id) };
}

const C = (id: number) => `/api/v1/coach/clients/${id}`;
const entry = { title: 'Matrix session', starts_at: '2099-02-01T10:00', time_zone: 'UTC' };

export const coachWorkRows = (): RestRow[] => [
  { route: 'GET /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule` }) },
  { route: 'POST /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule`, payload: entry }) },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.entryId}`, payload: entry }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.spareEntryIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/timeline', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline` }) },
  { route: 'GET /api/v1/coach/clients/:id/timeline.csv', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline.csv` }) },
];
