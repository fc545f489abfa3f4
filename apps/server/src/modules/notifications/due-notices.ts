import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { STEP_STATUS, type NotificationKind } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { boardCards, commitments, dueWork, tenants, users } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import type { DueWork } from '../../platform/due-work.ts';
import { notifier, type NotificationEvent } from './notify.ts';

// Work falling due tells its owner (issue 21): a commitment or action step due within a day ("due
// tomorrow") and once it is overdue (kind work_due), and a reminder card at its own time
// (reminder_due, mailed then unless turned off). One `due_notices` row per tenant looks every
// minute; each item remembers the due time it told of and how far (notice_for, notice_stage), set
// in the same transaction as the notification, so each is told once however many servers look, and
// again only when its due time moves.

export const DUE_NOTICES = 'due_notices';
const EVERY_MS = 60_000;
const SOON_MS = 24 * 3_600_000;
/** Work overdue for longer than this when first seen (before this existed, say) is left to the digest. */
const STALE_MS = 7 * 24 * 3_600_000;
const BATCH = 200;
const COMMITMENT_DONE = 2;

interface Due { id: number; userId: number; title: string; at: Date; stage: number; email: string; table: 'commitment' | 'card'; kind: NotificationKind }

const keyOf = (tenantId: number) => `tenant:${tenantId}`;

/** Makes sure every tenant has its looking row waiting (at start, and with the hourly sweep). */
export async function planDueNotices(db: Db, now: Date): Promise<void> {
  const all = await db.select({ id: tenants.id }).from(tenants);
  if (!all.length) return;
  await db.insert(dueWork).values(all.map((t) => ({ tenantId: t.id, kind: DUE_NOTICES, subjectId: t.id, key: keyOf(t.id), dueAt: now })))
    .onConflictDoNothing({ target: [dueWork.kind, dueWork.key], where: sql`done_at is null and key is not null` });
}

const stageOf = (at: Date, now: Date) => (at <= now ? 2 : 1);

async function dueIn(db: Db, tenantId: number, now: Date): Promise<Due[]> {
  const soon = new Date(now.getTime() + SOON_MS);
  const stale = new Date(now.getTime() - STALE_MS);
  const stageNow = (col: typeof commitments.deadline | typeof boardCards.dueAt) => sql`case when ${col} <= ${now.toISOString()}::timestamptz then 2 else 1 end`;
  const owed = await db.select({ id: commitments.id, userId: commitments.userId, title: commitments.title, at: commitments.deadline, email: users.email })
    .from(commitments).innerJoin(users, and(eq(users.id, commitments.userId), isNull(users.deactivatedAt)))
    .where(and(eq(commitments.tenantId, tenantId), ne(commitments.status, COMMITMENT_DONE), isNotNull(commitments.deadline),
      lt(commitments.deadline, soon), gt(commitments.deadline, stale),
      or(sql`${commitments.noticeFor} is distinct from ${commitments.deadline}`, lt(commitments.noticeStage, stageNow(commitments.deadline)))))
    .limit(BATCH);
  const cards = await db.select({ id: boardCards.id, userId: boardCards.userId, title: boardCards.title, at: boardCards.dueAt, board: boardCards.board, email: users.email })
    .from(boardCards).innerJoin(users, and(eq(users.id, boardCards.userId), isNull(users.deactivatedAt)))
    .where(and(eq(boardCards.tenantId, tenantId), ne(boardCards.status, STEP_STATUS.completed), isNotNull(boardCards.dueAt),
      lt(boardCards.dueAt, soon), gt(boardCards.dueAt, stale),
      or(sql`${boardCards.noticeFor} is distinct from ${boardCards.dueAt}`, lt(boardCards.noticeStage, stageNow(boardCards.dueAt)))))
    .limit(BATCH);
  return [
    ...owed.map((c) => ({ ...c, at: c.at!, stage: stageOf(c.at!, now), table: 'commitment' as const, kind: 'work_due' as const })),
    // A reminder is told of at its time only; a step like a commitment.
    ...cards.filter((c) => c.board === 'action_steps' || c.at! <= now)
      .map((c) => ({ ...c, at: c.at!, stage: stageOf(c.at!, now), table: 'card' as const, kind: (c.board === 'reminders' ? 'reminder_due' : 'work_due') as NotificationKind })),
  ];
}

/** Moves the item's mark; false when another server (or an earlier round) already told of this. */
async function claim(tx: Db, d: Due): Promise<boolean> {
  const t = d.table === 'commitment' ? commitments : boardCards;
  const due = d.table === 'commitment' ? commitments.deadline : boardCards.dueAt;
  const rows = await tx.update(t).set({ noticeFor: d.at, noticeStage: d.stage })
    .where(and(eq(t.id, d.id), eq(due, d.at), or(sql`${t.noticeFor} is distinct from ${due}`, lt(t.noticeStage, d.stage))))
    .returning({ id: t.id });
  return rows.length > 0;
}

function eventOf(d: Due, tenantId: number, brand: TenantBrand): NotificationEvent {
  const what = d.table === 'commitment' ? 'Commitment' : d.kind === 'reminder_due' ? 'Reminder' : 'Action step';
  const title = d.kind === 'reminder_due' ? `Reminder: ${d.title}` : d.stage === 2 ? `Overdue: ${d.title}` : `Due tomorrow: ${d.title}`;
  return {
    tenantId, userId: d.userId, to: d.email, kind: d.kind, title, body: what, url: '/action-steps', brand,
    // A dated reminder is the mail its owner asked for at that time (issue 21), unless they turned reminders off.
    ...(d.kind === 'reminder_due' ? { atItsTime: true } : {}),
  };
}

export function handleDueNotices(deps: Deps, runner: DueWork) {
  const notices = notifier(deps);
  runner.handle(DUE_NOTICES, async (row, commit) => {
    const now = deps.now();
    const due = await dueIn(deps.db, row.tenantId, now);
    const brand = due.length ? await brandOfTenant(deps, row.tenantId) : null;
    const told: number[] = [];
    await commit(async (tx) => {
      await tx.insert(dueWork).values({ tenantId: row.tenantId, kind: DUE_NOTICES, subjectId: row.subjectId, key: keyOf(row.tenantId), dueAt: new Date(now.getTime() + EVERY_MS) })
        .onConflictDoNothing({ target: [dueWork.kind, dueWork.key], where: sql`done_at is null and key is not null` });
      for (const d of due) {
        if (!brand || !(await claim(tx, d))) continue;
        await notices.add(tx, eventOf(d, row.tenantId, brand));
        told.push(d.userId);
      }
    });
    if (told.length) notices.announce(told);
  }, { pausedWhileTenantDisabled: true });
}
