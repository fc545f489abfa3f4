import type { ClientListFilter, ClientOverview, ClientProgrammesBody, CoachClient } from '@portal/contract';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionService } from '../auth/sessions.ts';
import { containsPattern, searchTerms } from '../idea-bank/idea-search.ts';
import { deactivateUser, reactivateUser } from '../users/user-status.ts';
import { clientListJson, oneClient } from './client-list-sql.ts';
import { clientOverview } from './client-overview.ts';
import { clientInScope, clientScopeOf, updateClient } from './client-scope.ts';
import { clientsCsv } from './clients-csv.ts';

type Programmes = z.output<typeof ClientProgrammesBody>;

// Issue 12, the coach's clients (docs/api.md "Coach: clients"). Every call is scoped by
// client-scope.ts: a coach's own clients, or an admin's tenant's; anyone else's id is 404.
export function coachClientsService(deps: Deps, sessions: SessionService) {
  const { db } = deps;

  const params = (caller: UserRow, f: ClientListFilter, limit: number | null, offset: number) => ({
    ...clientScopeOf(caller), status: f.status, patterns: searchTerms(f.q).map(containsPattern), now: deps.now(),
    limit, offset, page: f.page, perPage: f.per_page,
  });

  /** The client `id` as the list shows them, after a change; 404 when they left the scope meanwhile. */
  async function current(caller: UserRow, id: number): Promise<CoachClient> {
    const row = await oneClient(db, { ...clientScopeOf(caller), id, now: deps.now() });
    if (!row) throw notFound();
    return row;
  }

  return {
    /** One page of the list as the reply's JSON text ({clients, total, page, per_page}). */
    listJson(caller: UserRow, f: ClientListFilter): Promise<string> {
      return clientListJson(db, f.sort, f.dir, params(caller, f, f.per_page, (f.page - 1) * f.per_page));
    },

    /** Every client the filter admits (no paging), as CSV text. */
    async csv(caller: UserRow, f: ClientListFilter): Promise<string> {
      const json = await clientListJson(db, f.sort, f.dir, params(caller, f, null, 0));
      return clientsCsv((JSON.parse(json) as { clients: CoachClient[] }).clients);
    },

    async overview(caller: UserRow, id: number): Promise<ClientOverview> {
      const user = await clientInScope(db, clientScopeOf(caller), id);
      return clientOverview(db, caller, await current(caller, id), user, deps.now());
    },

    /** Sets the three programme flags; the client's next call sees them (their cached session is dropped). */
    async setProgrammes(caller: UserRow, id: number, b: Programmes): Promise<CoachClient> {
      await updateClient(db, clientScopeOf(caller), id, {
        groupCoaching: b.group_coaching, flashCoaching: b.flash_coaching, businessAcademy: b.business_academy, updatedAt: deps.now(),
      });
      sessions.refreshUser(id);
      return current(caller, id);
    },

    /** Ends every session of the client at once and keeps them from signing in (user-status.ts). */
    async deactivate(caller: UserRow, id: number): Promise<CoachClient> {
      const client = await clientInScope(db, clientScopeOf(caller), id);
      if (!client.deactivatedAt) await deactivateUser(db, sessions, caller.tenantId, id, deps.now());
      return current(caller, id);
    },

    async reactivate(caller: UserRow, id: number): Promise<CoachClient> {
      await clientInScope(db, clientScopeOf(caller), id);
      await reactivateUser(db, sessions, caller.tenantId, id, deps.now());
      return current(caller, id);
    },
  };
}
