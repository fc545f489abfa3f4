import { forgetClientLists } from '../coach-clients/client-list-cache.ts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  INVITE_MESSAGES, INVITE_TTL_S, inviteSent, type InviteAcceptBody, type InviteClientReply, type InviteDetails,
  type InviteClientBody,
} from '@portal/contract';
import type { z } from 'zod';
import { companies, ROLE, users, type UserRow } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, invalid, notFound, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { newToken } from '../../lib/secrets.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../auth/passwords.ts';
import { verificationStore } from '../auth/verifications.ts';
import { findUserByEmail, findUserById } from '../users/user-repo.ts';
import { inviteMail } from './invite-mail.ts';

const HOUR = 3_600_000;
const WINDOW_MS = 15 * 60_000;
/** Invitations and resends per coach per hour: a coach's account cannot be used to spam. */
const INVITES_PER_HOUR = 50;
/** Look-ups and acceptances of invitation links per IP per 15 minutes. */
const LINK_LOOKUPS = 60;
const ACCEPTS = 20;

const STAFF: readonly number[] = [ROLE.coach, ROLE.admin];
const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;
const presentInvited = (u: UserRow) =>
  ({ id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, status: 'invited' as const });

/** An invited client who may still accept: in the tenant, invited, not deactivated. */
async function invitedUser(db: Db, tenantId: number, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.tenantId, tenantId),
    isNotNull(users.invitedAt), isNull(users.deactivatedAt))).limit(1);
  return row ?? null;
}

// Issue 12: a coach (or an admin) invites a client by email. The client exists at once, with a
// password nobody knows (the hash of a random secret, so sign-in answers exactly as for a wrong
// password) until they choose one from the one-time link (verification purpose 'invite').
export function inviteService(deps: Deps) {
  const { db, rateLimit, mailer } = deps;
  const codes = verificationStore(deps);

  async function limit(key: string, max: number, windowMs: number) {
    const hit = await rateLimit.hit(key, max, windowMs);
    if (!hit.allowed) throw tooMany(hit.retryAfterS);
  }

  /** The client's coach: the caller, or for an admin a coach or admin of the tenant they name (404 otherwise). */
  async function coachFor(caller: UserRow, coachId: number | undefined): Promise<UserRow> {
    if (coachId === undefined || coachId === caller.id) return caller;
    if (caller.roleId !== ROLE.admin) throw notFound();
    const found = await findUserById(db, caller.tenantId, coachId);
    if (!found || !STAFF.includes(found.user.roleId) || found.user.deactivatedAt) throw notFound();
    return found.user;
  }

  /** A new link (the earlier one dies) mailed to the client from their coach. */
  async function sendLink(client: UserRow, coach: UserRow) {
    const token = newToken();
    await codes.issue(client.id, 'invite', token, INVITE_TTL_S);
    const brand = await brandOfTenant(deps, client.tenantId);
    await mailer.send(inviteMail(client, { name: fullName(coach), email: coach.email }, `${brand.url}/invite/${token}`, brand));
  }

  return {
    async invite(caller: UserRow, b: z.output<typeof InviteClientBody>): Promise<InviteClientReply> {
      await limit(`invite:staff:${caller.id}`, INVITES_PER_HOUR, HOUR);
      const coach = await coachFor(caller, b.coach_id);
      const taken = () => invalid({ email: [INVITE_MESSAGES.emailTaken] });
      if (await findUserByEmail(db, caller.tenantId, b.email)) throw taken();
      const now = deps.now();
      const passwordHash = await hashPassword(newToken());
      const client = await db.transaction(async (tx) => {
        const company = b.company
          ? (await tx.insert(companies).values({ tenantId: caller.tenantId, name: b.company }).returning())[0]!
          : null;
        const [row] = await tx.insert(users).values({
          tenantId: caller.tenantId, email: b.email, passwordHash, firstName: b.first_name, lastName: b.last_name,
          roleId: ROLE.client, coachId: coach.id, companyId: company?.id ?? null, groupCoaching: b.group_coaching,
          flashCoaching: b.flash_coaching, businessAcademy: b.business_academy, invitedAt: now, createdAt: now, updatedAt: now,
          // the tenant's time zone (its admin's setting, issue 23) until they choose their own
          timeZone: deps.tenants.timeZoneOf(caller.tenantId),
        }).onConflictDoNothing({ target: [users.tenantId, users.email] }).returning();
        // someone took the address between the check and the insert: nothing of this invitation stays
        if (!row) throw taken();
        return row;
      });
      // the new client shows on the coach's list at once, not after the list's few seconds
      forgetClientLists(deps, caller.tenantId);
      await sendLink(client, coach);
      return { client: presentInvited(client), message: inviteSent(client.email) };
    },

    /** A new link for a client still invited; the coach's own client only (an admin: the tenant's). */
    async resend(caller: UserRow, clientId: number): Promise<InviteClientReply> {
      await limit(`invite:staff:${caller.id}`, INVITES_PER_HOUR, HOUR);
      const client = (await findUserById(db, caller.tenantId, clientId))?.user;
      if (!client || client.roleId !== ROLE.client || (caller.roleId !== ROLE.admin && client.coachId !== caller.id)) throw notFound();
      if (!client.invitedAt) throw new HttpError(422, INVITE_MESSAGES.alreadyActive);
      if (client.deactivatedAt) throw new HttpError(422, INVITE_MESSAGES.deactivated);
      const coach = client.coachId && client.coachId !== caller.id
        ? (await findUserById(db, caller.tenantId, client.coachId))?.user ?? caller : caller;
      const now = deps.now();
      await db.update(users).set({ invitedAt: now, updatedAt: now }).where(eq(users.id, client.id));
      await sendLink(client, coach);
      return { client: presentInvited(client), message: inviteSent(client.email) };
    },

    /** Whom a live link greets; any other link is the same 404. */
    async details(tenantId: number, token: string, ip: string): Promise<InviteDetails> {
      await limit(`invite-link:ip:${tenantId}:${ip}`, LINK_LOOKUPS, WINDOW_MS);
      const userId = await codes.peekToken('invite', token);
      const client = userId ? await invitedUser(db, tenantId, userId) : null;
      if (!client) throw new HttpError(404, INVITE_MESSAGES.invalidLink);
      const coach = client.coachId ? (await findUserById(db, tenantId, client.coachId))?.user : null;
      return { first_name: client.firstName, email: client.email, coach_name: coach ? fullName(coach) : 'Your coach' };
    },

    /** Sets the password (the reset's policy), ends the invitation and uses the link up. */
    async accept(tenantId: number, b: InviteAcceptBody, ip: string) {
      await limit(`invite-accept:ip:${tenantId}:${ip}`, ACCEPTS, WINDOW_MS);
      if (isCommonPassword(b.password)) throw invalid({ password: [COMMON_PASSWORD_MESSAGE] });
      const userId = await codes.consumeToken('invite', b.token, async (id) => Boolean(await invitedUser(db, tenantId, id)));
      if (!userId) throw invalid({ token: [INVITE_MESSAGES.invalidLink] }, INVITE_MESSAGES.invalidLink);
      const now = deps.now();
      await db.update(users).set({ passwordHash: await hashPassword(b.password), invitedAt: null, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
      forgetClientLists(deps, tenantId);
      return { message: INVITE_MESSAGES.accepted };
    },
  };
}
export type InviteService = ReturnType<typeof inviteService>;
