import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AccessLogEntry } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { accessLog, ROLE, verifications, type UserRow } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/secrets.ts';

// "Who acted for me" (issue 22, DESIGN §7): what a coach or admin did as or for a client — a
// sign-in link they made and the client's account was opened with, an export of the client's data
// — recorded where it happens and shown to the client beside their sessions.

/** The most entries the client's list shows (newest first); the export holds them all. */
export const ACCESS_LOG_SHOWN = 200;

const actorFields = (actor: UserRow) => ({
  actorId: actor.id, actorName: `${actor.firstName} ${actor.lastName}`.trim(), actorRole: actor.roleId,
});

/** A sign-in link `actor` made for `client` (its verification row): listed once it is used. */
export async function recordLinkIssued(db: Db, actor: UserRow, client: UserRow, verificationId: number, at: Date) {
  if (actor.id === client.id) return;
  await db.insert(accessLog).values({
    tenantId: client.tenantId, userId: client.id, ...actorFields(actor), action: 'sign_in_link', verificationId, issuedAt: at,
  });
}

/** The sign-in link with this token was used at `at` (a link nobody else made changes nothing). */
export async function recordLinkUsed(db: Db, token: string, at: Date) {
  await db.update(accessLog).set({ happenedAt: at })
    .where(sql`${accessLog.verificationId} = (select ${verifications.id} from ${verifications}
      where ${verifications.secretHash} = ${sha256(token)} and ${verifications.purpose} = 'login_link')`);
}

/** `actor` started an export of `client`'s data (an export they make themselves is not listed). */
export async function recordExport(db: Db, actor: UserRow, client: UserRow, exportId: number, at: Date) {
  if (actor.id === client.id) return;
  await db.insert(accessLog).values({
    tenantId: client.tenantId, userId: client.id, ...actorFields(actor), action: 'export', exportId, issuedAt: at, happenedAt: at,
  });
}

/** What happened for `client`, newest first. */
export async function accessLogOf(db: Db, client: Pick<UserRow, 'id' | 'tenantId'>, limit: number = ACCESS_LOG_SHOWN): Promise<AccessLogEntry[]> {
  const rows = await db.select().from(accessLog)
    .where(and(eq(accessLog.tenantId, client.tenantId), eq(accessLog.userId, client.id), isNotNull(accessLog.happenedAt)))
    .orderBy(desc(accessLog.happenedAt), desc(accessLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id, action: r.action, actor_name: r.actorName, actor_role: r.actorRole === ROLE.admin ? 'admin' : 'coach',
    at: r.happenedAt!.toISOString(), issued_at: r.issuedAt.toISOString(),
  }));
}
