import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ADMIN_MESSAGES, StaffCreateBody, type StaffMember } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ROLE, tenants, users, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { newToken } from '../../lib/secrets.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { SessionService } from '../auth/sessions.ts';
import { verificationStore } from '../auth/verifications.ts';
import { deactivateUser, reactivateUser } from '../users/user-status.ts';
import { findUserByEmail } from '../users/user-repo.ts';
import { setPasswordMail, STAFF_PASSWORD_LINK_TTL_S } from './staff-mail.ts';

type StaffRole = typeof ROLE.admin | typeof ROLE.coach;
const STAFF: StaffRole[] = [ROLE.admin, ROLE.coach];

function statusOf(u: UserRow): StaffMember['status'] {
  if (u.deactivatedAt) return 'deactivated';
  return u.invitedAt && !u.lastSeenAt ? 'invited' : 'active';
}

const present = (u: UserRow, clients: number, callerId: number): StaffMember => ({
  id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, role_id: u.roleId as StaffRole,
  status: statusOf(u), client_count: clients, last_seen_at: u.lastSeenAt?.toISOString() ?? null, is_you: u.id === callerId,
});

/**
 * Issue 12: the tenant's coaches and admins, run by its admins. Every query is scoped to the caller's
 * tenant and to staff (a client's id, or anyone of another tenant, is a 404). An admin never changes
 * their own role or status, and the tenant always keeps an active admin: changes that could remove
 * one run one at a time per tenant (the tenant's row is locked), so two admins demoting each other
 * at once cannot both succeed.
 */
export function staffService(deps: Deps, sessions: SessionService) {
  const { db } = deps;
  const codes = verificationStore(deps);

  async function clientCounts(tenantId: number, coachIds: number[]) {
    if (!coachIds.length) return new Map<number, number>();
    const rows = await db.select({ coachId: users.coachId, n: count() }).from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.roleId, ROLE.client), isNull(users.deactivatedAt), inArray(users.coachId, coachIds)))
      .groupBy(users.coachId);
    return new Map(rows.map((r) => [r.coachId!, r.n]));
  }

  async function member(caller: UserRow, id: number): Promise<StaffMember> {
    const [u] = await db.select().from(users)
      .where(and(eq(users.id, id), eq(users.tenantId, caller.tenantId), inArray(users.roleId, STAFF))).limit(1);
    if (!u) throw notFound();
    return present(u, (await clientCounts(caller.tenantId, [u.id])).get(u.id) ?? 0, caller.id);
  }

  /** In one transaction: the tenant locked, the staff member `id` read (404 unless staff of the tenant). */
  async function lockedChange(caller: UserRow, id: number, change: (tx: Db, target: UserRow) => Promise<void>) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, caller.tenantId)).for('no key update');
      const [target] = await tx.select().from(users)
        .where(and(eq(users.id, id), eq(users.tenantId, caller.tenantId), inArray(users.roleId, STAFF))).limit(1);
      if (!target) throw notFound();
      await change(tx, target);
    });
  }

  /** 422 when `target` is an active admin and no other active admin would be left. */
  async function keepAnAdmin(tx: Db, target: UserRow, field: string) {
    if (target.roleId !== ROLE.admin || target.deactivatedAt) return;
    const [others] = await tx.select({ n: count() }).from(users).where(and(eq(users.tenantId, target.tenantId),
      eq(users.roleId, ROLE.admin), isNull(users.deactivatedAt), ne(users.id, target.id)));
    if (!others?.n) throw invalid({ [field]: [ADMIN_MESSAGES.lastAdmin] }, ADMIN_MESSAGES.lastAdmin);
  }

  return {
    async list(caller: UserRow): Promise<StaffMember[]> {
      const rows = await db.select().from(users).where(and(eq(users.tenantId, caller.tenantId), inArray(users.roleId, STAFF)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      const counts = await clientCounts(caller.tenantId, rows.map((u) => u.id));
      return rows.map((u) => present(u, counts.get(u.id) ?? 0, caller.id));
    },

    /**
     * A new coach or admin with a password nobody knows (the hash of a random secret), mailed a
     * single-use link to the portal's reset page (the password-reset link of modules/auth).
     */
    async create(caller: UserRow, body: z.output<typeof StaffCreateBody>): Promise<StaffMember> {
      const taken = () => invalid({ email: [ADMIN_MESSAGES.emailTaken] }, ADMIN_MESSAGES.emailTaken);
      if (await findUserByEmail(db, caller.tenantId, body.email)) throw taken();
      const now = deps.now();
      const passwordHash = await hashPassword(newToken());
      const [user] = await db.insert(users).values({
        tenantId: caller.tenantId, email: body.email, firstName: body.first_name, lastName: body.last_name, roleId: body.role_id,
        // the tenant's time zone (its admin's setting, issue 23) until they choose their own
        timeZone: deps.tenants.timeZoneOf(caller.tenantId), passwordHash, invitedAt: now, createdAt: now, updatedAt: now,
      }).returning().catch((err: unknown) => { throw isUniqueViolation(err) ? taken() : err; });
      const token = newToken();
      await codes.issue(user!.id, 'password_reset', token, STAFF_PASSWORD_LINK_TTL_S);
      const brand = await brandOfTenant(deps, caller.tenantId);
      await deps.mailer.send(setPasswordMail(user!, caller, `${brand.url}/reset/${token}`, `${brand.url}/login`, brand));
      return present(user!, 0, caller.id);
    },

    async setRole(caller: UserRow, id: number, roleId: StaffRole): Promise<StaffMember> {
      if (id === caller.id) throw invalid({ role_id: [ADMIN_MESSAGES.ownRole] }, ADMIN_MESSAGES.ownRole);
      await lockedChange(caller, id, async (tx, target) => {
        if (target.roleId === roleId) return;
        if (roleId !== ROLE.admin) await keepAnAdmin(tx, target, 'role_id');
        await tx.update(users).set({ roleId, updatedAt: deps.now() }).where(eq(users.id, target.id));
      });
      // the role gate reads the cached session's user: the new role counts from the next request
      sessions.refreshUser(id);
      return member(caller, id);
    },

    async deactivate(caller: UserRow, id: number): Promise<StaffMember> {
      if (id === caller.id) throw invalid({ id: [ADMIN_MESSAGES.ownStatus] }, ADMIN_MESSAGES.ownStatus);
      const ended: number[] = [];
      await lockedChange(caller, id, async (tx, target) => {
        if (target.deactivatedAt) return;
        await keepAnAdmin(tx, target, 'id');
        // their sessions are ended once the change is committed (the revocation uses its own connection)
        await deactivateUser(tx, { revokeAll: async (userId) => { ended.push(userId); } }, caller.tenantId, id, deps.now());
      });
      for (const userId of ended) await sessions.revokeAll(userId);
      return member(caller, id);
    },

    async reactivate(caller: UserRow, id: number): Promise<StaffMember> {
      const current = await member(caller, id);
      if (current.status !== 'deactivated') return current;
      await reactivateUser(db, sessions, caller.tenantId, id, deps.now());
      return member(caller, id);
    },
  };
}
