import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { TenantCreateBody, TenantHostsBody, TenantMailFromBody, TenantSummary } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { authSessions, ROLE, tenantHosts, tenants, users } from '../../db/schema/index.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { tenantHostname, urlOnHost } from '../../lib/host-name.ts';
import { newToken } from '../../lib/secrets.ts';
import { hashPassword } from '../auth/passwords.ts';
import { verificationStore } from '../auth/verifications.ts';
import { setPasswordMail, STAFF_PASSWORD_LINK_TTL_S } from '../admin/staff-mail.ts';
import { copyDefaultTheme } from './tenant-theme.ts';

// Issue 23: what the deployment's operator does to tenants (`npm run tenant -- …`, docs/operations.md):
// make one with its hosts, its theme and its first admin; list them; change their hosts; turn one
// off and on again. Run by the command itself on PostgreSQL, or by the server for it through the
// operator's route (operator-routes.ts). Every change is announced on the change bus after it is
// committed, so every server picks hosts and refuses disabled tenants from its next request on.

/** The session cache's change-bus topic (modules/auth/sessions.ts): `u:{userId}` drops a user's sessions. */
const SESSIONS_TOPIC = 'sessions';

/** The host names of a body as stored, or a 422 naming each one that is not a host name. */
function hostnames(field: string, inputs: readonly string[]): string[] {
  const checked = inputs.map(tenantHostname);
  const wrong = checked.flatMap((c) => (c.ok ? [] : [c.message]));
  if (wrong.length) throw invalid({ [field]: wrong }, wrong[0]);
  return [...new Set(checked.map((c) => (c.ok ? c.host : '')))];
}

export function tenantAdmin(deps: Deps) {
  const { db, config } = deps;
  const codes = verificationStore(deps);

  async function summaries(ids?: number[]): Promise<TenantSummary[]> {
    const where = ids ? inArray(tenants.id, ids) : undefined;
    const rows = await db.select().from(tenants).where(where).orderBy(asc(tenants.id));
    const hosts = await db.select().from(tenantHosts).where(ids ? inArray(tenantHosts.tenantId, ids) : undefined).orderBy(asc(tenantHosts.id));
    const people = await db.select({ tenantId: users.tenantId, n: count() }).from(users)
      .where(ids ? inArray(users.tenantId, ids) : undefined).groupBy(users.tenantId);
    return rows.map((t) => {
      const own = hosts.filter((h) => h.tenantId === t.id).map((h) => h.hostname);
      return {
        id: t.id, name: t.name, hosts: own, people: people.find((p) => p.tenantId === t.id)?.n ?? 0,
        created_at: t.createdAt.toISOString(), disabled_at: t.disabledAt?.toISOString() ?? null,
        url: own[0] ? urlOnHost(config.publicUrl, own[0]) : config.publicUrl,
        mail_from: t.mailFrom ?? null,
      };
    });
  }
  const summary = async (id: number) => (await summaries([id]))[0]!;

  async function existing(id: number) {
    const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
    if (!row) throw new HttpError(404, `No tenant has the id ${id}.`);
    return row;
  }

  /** 409 naming each host (in the order given) that another tenant claims. */
  async function refuseTaken(tx: Db, hosts: string[], tenantId: number | null) {
    if (!hosts.length) return;
    const owners = new Map((await tx.select().from(tenantHosts).where(inArray(tenantHosts.hostname, hosts)))
      .filter((h) => h.tenantId !== tenantId).map((h) => [h.hostname, h.tenantId]));
    const taken = hosts.filter((h) => owners.has(h)).map((h) => `The host ${h} is already tenant ${owners.get(h)}'s.`);
    if (taken.length) throw new HttpError(409, taken[0]!, { hosts: taken });
  }

  /** Every server follows the change from its next request on; this one before this returns. */
  async function announce(tenantId: number) {
    deps.tenants.announce([tenantId]);
    await deps.tenants.refresh();
  }

  return {
    list: () => summaries(),

    /**
     * A tenant with its hosts, its theme (the default's, under its name) and its first admin, who
     * is mailed a link to choose a password (the reset page, as for a coach an admin adds).
     */
    async create(body: TenantCreateBody): Promise<TenantSummary> {
      const hosts = hostnames('hosts', body.hosts);
      const [first, ...last] = (body.admin_name ?? body.admin_email.split('@')[0]!).split(/\s+/);
      const passwordHash = await hashPassword(newToken());
      const now = deps.now();
      const made = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await refuseTaken(tx, hosts, null);
        // Ids follow the highest so far, and never fall below the default tenant's (226).
        const [top] = await tx.select({ id: max(tenants.id) }).from(tenants);
        const id = Math.max(top?.id ?? 0, config.defaultTenantId) + 1;
        await tx.insert(tenants).values({ id, name: body.name, supportEmail: body.admin_email, createdAt: now });
        await tx.insert(tenantHosts).values(hosts.map((hostname) => ({ tenantId: id, hostname, createdAt: now })));
        const [admin] = await tx.insert(users).values({
          tenantId: id, email: body.admin_email, firstName: first || 'Admin', lastName: last.join(' '), roleId: ROLE.admin,
          passwordHash, invitedAt: now, createdAt: now, updatedAt: now,
        }).returning();
        // In the transaction: a tenant is never there without its theme (a store that fails undoes it).
        await copyDefaultTheme(deps.themes, config.defaultTenantId, id, body.name, urlOnHost(config.publicUrl, hosts[0]!));
        return { id, admin: admin! };
      }).catch((err: unknown) => {
        // Two commands at once: the other took the host, or the id (run it again).
        if (isUniqueViolation(err)) throw new HttpError(409, 'Another tenant was made at the same moment with this host or id: run the command again.');
        throw err;
      });
      await announce(made.id);
      const token = newToken();
      await codes.issue(made.admin.id, 'password_reset', token, STAFF_PASSWORD_LINK_TTL_S);
      const brand = await brandOfTenant(deps, made.id);
      await deps.mailer.send(setPasswordMail(made.admin, null, `${brand.url}/reset/${token}`, `${brand.url}/login`, brand));
      return summary(made.id);
    },

    /** Adds and removes hosts; a tenant keeps one at least (disable it to take it off the web). */
    async setHosts(id: number, body: TenantHostsBody): Promise<TenantSummary> {
      await existing(id);
      const add = hostnames('add', body.add);
      const remove = hostnames('remove', body.remove);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('update');
        await refuseTaken(tx, add, id);
        const own = (await tx.select().from(tenantHosts).where(eq(tenantHosts.tenantId, id))).map((h) => h.hostname);
        const notOwn = remove.filter((h) => !own.includes(h));
        if (notOwn.length) throw invalid({ remove: notOwn.map((h) => `${h} is not a host of tenant ${id}.`) }, `${notOwn[0]} is not a host of tenant ${id}.`);
        const after = new Set([...own.filter((h) => !remove.includes(h)), ...add]);
        if (after.size === 0 && id !== config.defaultTenantId) {
          throw invalid({ remove: ['A tenant keeps one host at least: add another first, or disable the tenant.'] });
        }
        if (remove.length) await tx.delete(tenantHosts).where(and(eq(tenantHosts.tenantId, id), inArray(tenantHosts.hostname, remove)));
        const fresh = add.filter((h) => !own.includes(h));
        if (fresh.length) await tx.insert(tenantHosts).values(fresh.map((hostname) => ({ tenantId: id, hostname, createdAt: deps.now() })));
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new HttpError(409, 'Another tenant took one of these hosts at the same moment.');
        throw err;
      });
      await announce(id);
      return summary(id);
    },

    /** Its hosts answer 403 and its sessions end; nothing of it is deleted (enable undoes it). */
    async disable(id: number): Promise<TenantSummary> {
      await existing(id);
      if (id === config.defaultTenantId) {
        throw invalid({ id: [`Tenant ${id} is the default: it answers every host no tenant claims, so it stays on.`] });
      }
      const now = deps.now();
      const people = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.update(tenants).set({ disabledAt: now }).where(and(eq(tenants.id, id), isNull(tenants.disabledAt)));
        const ids = (await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, id))).map((u) => u.id);
        await tx.update(authSessions).set({ revokedAt: now })
          .where(and(isNull(authSessions.revokedAt), sql`${authSessions.userId} in (select ${users.id} from ${users} where ${users.tenantId} = ${id})`));
        return ids;
      });
      await announce(id);
      // Every server drops its copies of their sessions, and their live streams end.
      for (let i = 0; i < people.length; i += 1_000) {
        deps.changes.publish(SESSIONS_TOPIC, people.slice(i, i + 1_000).map((u) => `u:${u}`));
      }
      return summary(id);
    },

    /**
     * The operator allows the tenant its own sender address (its mail then comes From it, under
     * the sender name its admin set), or takes it back (null: MAIL_FROM's). The operator answers
     * for the address being one the relay may send as (SPF, DKIM: docs/operations.md).
     */
    async setMailFrom(id: number, body: TenantMailFromBody): Promise<TenantSummary> {
      await existing(id);
      await db.update(tenants).set({ mailFrom: body.address === null ? null : body.address.toLowerCase() }).where(eq(tenants.id, id));
      return summary(id);
    },

    async enable(id: number): Promise<TenantSummary> {
      await existing(id);
      await db.update(tenants).set({ disabledAt: null }).where(eq(tenants.id, id));
      await announce(id);
      return summary(id);
    },
  };
}
export type TenantAdmin = ReturnType<typeof tenantAdmin>;
