import { and, asc, eq, sql } from 'drizzle-orm';
import type { Board, BoardCard } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { boardCards } from '../../db/schema/index.ts';
import type { PlanOwner } from './plan-owner.ts';

// The board_cards queries, every one scoped by tenant and owner (DESIGN §5).

export type CardRow = typeof boardCards.$inferSelect;
export interface BoardKey { assessmentId: number; path: string; board: Board }

const ownedBy = (o: PlanOwner) => and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId));
const onBoard = (o: PlanOwner, k: BoardKey) => and(ownedBy(o), eq(boardCards.assessmentId, k.assessmentId),
  eq(boardCards.path, k.path), eq(boardCards.board, k.board));

export const presentCard = (c: CardRow): BoardCard => ({
  id: c.id, user_id: c.userId, assessment_id: c.assessmentId, path: c.path, board: c.board, title: c.title,
  description: c.description, status: c.status as BoardCard['status'], position: c.position,
  due_at: c.dueAt?.toISOString() ?? null, completed_at: c.completedAt?.toISOString() ?? null,
  created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(),
});

/** spec §4 Boards: to do, in progress, completed; each column by position (ties by age). */
export async function listBoard(db: Db, o: PlanOwner, k: BoardKey): Promise<BoardCard[]> {
  const rows = await db.select().from(boardCards).where(onBoard(o, k))
    .orderBy(asc(boardCards.status), asc(boardCards.position), asc(boardCards.id));
  return rows.map(presentCard);
}

/**
 * Every card of the board, locked for the rest of the transaction. Locking in id order means two
 * moves on one board wait for each other instead of deadlocking, and each sees the other's result.
 */
export function lockBoard(db: Db, o: PlanOwner, k: BoardKey): Promise<CardRow[]> {
  return db.select().from(boardCards).where(onBoard(o, k)).orderBy(asc(boardCards.id)).for('update');
}

export async function findCard(db: Db, o: PlanOwner, id: number): Promise<CardRow | null> {
  const [row] = await db.select().from(boardCards).where(and(ownedBy(o), eq(boardCards.id, id))).limit(1);
  return row ?? null;
}

export interface NewCard { title: string; description: string; status: number; dueAt: Date | null }

/** A card at the end of its column. */
export async function insertCard(db: Db, o: PlanOwner, k: BoardKey, c: NewCard, now: Date) {
  const last = sql<number>`(select coalesce(max(${boardCards.position}) + 1, 0) from ${boardCards}
    where ${and(onBoard(o, k), eq(boardCards.status, c.status))})`;
  await db.insert(boardCards).values({
    tenantId: o.tenantId, userId: o.userId, assessmentId: k.assessmentId, path: k.path, board: k.board,
    title: c.title, description: c.description, status: c.status, position: last, dueAt: c.dueAt,
    completedAt: c.status === 3 ? now : null, createdAt: now, updatedAt: now,
  });
}

export interface OrderChange { id: number; status: number; position: number; completedAt: Date | null }

/**
 * Writes the columns' new order — only the cards whose status or position changed — in one
 * statement, so a move holds its board's lock for as short a time as possible.
 */
export async function writeOrder(db: Db, o: PlanOwner, changes: OrderChange[], now: Date) {
  if (!changes.length) return;
  const rows = sql.join(changes.map((c) =>
    sql`(${c.id}::int, ${c.status}::int, ${c.position}::int, ${c.completedAt?.toISOString() ?? null}::timestamptz)`), sql`, `);
  await db.execute(sql`update ${boardCards} set status = v.status, position = v.position, completed_at = v.completed_at,
    updated_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as v(id, status, position, completed_at)
    where ${boardCards.id} = v.id and ${ownedBy(o)}`);
}

/** The board as listBoard would read it, from the locked rows and the order just written. */
export function boardAfter(cards: CardRow[], changes: OrderChange[], now: Date): BoardCard[] {
  const changed = new Map(changes.map((c) => [c.id, c]));
  return cards.map((c) => {
    const next = changed.get(c.id);
    return next ? { ...c, status: next.status, position: next.position, completedAt: next.completedAt, updatedAt: now } : c;
  }).sort((a, b) => a.status - b.status || a.position - b.position || a.id - b.id).map(presentCard);
}
