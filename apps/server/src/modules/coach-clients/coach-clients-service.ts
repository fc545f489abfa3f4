import type { ClientListFilter, ClientListReply, ClientOverview, ClientProgrammesBody, CoachClient } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionService } from '../auth/sessions.ts';
import { deactivateUser, reactivateUser } from '../users/user-status.ts';
import { clientSnapshot, forgetClientLists, sortedClients } from './client-list-cache.ts';
import { pageOf, selectClients } from './client-list-query.ts';
import { oneClient, scopeClients } from './client-list-sql.ts';
import { clientOverview } from './client-overview.ts';
import { clientInScope, clientScopeOf, updateClient } from './client-scope.ts';
import { clientsCsv } from './clients-csv.ts';

type Programmes = z.output<typeof ClientProgrammesBody>;
const ERASED_ACCOUNT = 'This account was deleted at the client\'s request and cannot be reactivated.';

// Issue 12, the coach's clients (docs/api.md "Coach: clients"). Every call is scoped by
// client-scope.ts: a coach's own clients, or an admin's tenant's; anyone else's id is 404.
export function coachClientsService(deps: Deps, sessions: SessionService, log: FastifyBaseLogger) {
  const { db } = deps;

  /** The caller's clients in the filter's order (client-list-cache.ts: read at most every few seconds). */
  async function sorted(caller: UserRow, f: ClientListFilter) {
    const scope = clientScopeOf(caller);
    const now = deps.now();
    const snapshot = await clientSnapshot(deps, scope, now.getTime(), () => scopeClients(db, scope, now),
      (err) => log.error({ err }, 'client list not refreshed'));
    return sortedClients(snapshot, f.sort, f.dir);
  }

  /** The client `id` as the list shows them, read afresh after a change; 404 when they left the scope meanwhile. */
  async function changed(caller: UserRow, id: number): Promise<CoachClient> {
    forgetClientLists(deps, caller.tenantId);
    const row = await oneClient(db, clientScopeOf(caller), id, deps.now());
    if (!row) throw notFound();
    return row;
  }

  return {
    /** One page of the caller's clients: {clients, total, page, per_page}. */
    async list(caller: UserRow, f: ClientListFilter): Promise<ClientListReply> {
      return pageOf(await sorted(caller, f), f);
    },

    /** Every client the filter admits (no paging), as CSV text. */
    async csv(caller: UserRow, f: ClientListFilter): Promise<string> {
      return clientsCsv(selectClients(await sorted(caller, f), f));
    },

    async overview(caller: UserRow, id: number): Promise<ClientOverview> {
      const scope = clientScopeOf(caller);
      const user = await clientInScope(db, scope, id);
      const row = await oneClient(db, scope, id, deps.now());
      if (!row) throw notFound();
      return clientOverview(db, caller, row, user, deps.now());
    },

    /** Sets the three programme flags; the client's next call sees them (their cached session is dropped). */
    async setProgrammes(caller: UserRow, id: number, b: Programmes): Promise<CoachClient> {
      await updateClient(db, clientScopeOf(caller), id, {
        groupCoaching: b.group_coaching, flashCoaching: b.flash_coaching, businessAcademy: b.business_academy, updatedAt: deps.now(),
      });
      sessions.refreshUser(id);
      return changed(caller, id);
    },

    /** Ends every session of the client at once and keeps them from signing in (user-status.ts). */
    async deactivate(caller: UserRow, id: number): Promise<CoachClient> {
      const client = await clientInScope(db, clientScopeOf(caller), id);
      if (!client.deactivatedAt) await deactivateUser(db, sessions, caller.tenantId, id, deps.now());
      return changed(caller, id);
    },

    async reactivate(caller: UserRow, id: number): Promise<CoachClient> {
      const client = await clientInScope(db, clientScopeOf(caller), id);
      // An erased account has nothing to sign in with (issue 22): it stays out.
      if (client.erasedAt) throw invalid({ status: [ERASED_ACCOUNT] }, ERASED_ACCOUNT);
      await reactivateUser(db, sessions, caller.tenantId, id, deps.now());
      return changed(caller, id);
    },
  };
}
