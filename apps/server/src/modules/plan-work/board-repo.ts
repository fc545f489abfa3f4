import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Board, BoardCard } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { boardCards } from '../../db/schema/index.ts';
import { batchedCalls, type BatchRow } from '../../lib/batched-calls.ts';
import type { PlanOwner } from './plan-owner.ts';

// The board_cards queries, every one scoped by tenant and owner (DESIGN §5).

export type CardRow = typeof boardCards.$inferSelect;
export interface BoardKey { assessmentId: number; path: string; board: Board }

const ownedBy = (o: PlanOwner) => and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId));
const onBoard = (o: PlanOwner, k: BoardKey) => and(ownedBy(o), eq(boardCards.assessmentId, k.assessmentId),
  eq(boardCards.path, k.path), eq(boardCards.board, k.board));

/** What the wire shows of a card (not the marks of what its owner was told, due-notices.ts). */
export const presentCard = (c: Omit<CardRow, 'noticeFor' | 'noticeStage'>): BoardCard => ({
  id: c.id, user_id: c.userId, assessment_id: c.assessmentId, path: c.path, board: c.board, title: c.title,
  description: c.description, status: c.status as BoardCard['status'], position: c.position,
  due_at: c.dueAt?.toISOString() ?? null, completed_at: c.completedAt?.toISOString() ?? null, created_by: c.createdBy,
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

/** `createdBy`: who makes it, the owner or their coach or an admin (docs/domain.md "Who may change what"). */
export interface NewCard { title: string; description: string; status: number; dueAt: Date | null; createdBy: number }

/** A card at the end of its column. */
export async function insertCard(db: Db, o: PlanOwner, k: BoardKey, c: NewCard, now: Date) {
  const last = sql<number>`(select coalesce(max(${boardCards.position}) + 1, 0) from ${boardCards}
    where ${and(onBoard(o, k), eq(boardCards.status, c.status))})`;
  await db.insert(boardCards).values({
    tenantId: o.tenantId, userId: o.userId, assessmentId: k.assessmentId, path: k.path, board: k.board,
    title: c.title, description: c.description, status: c.status, position: last, dueAt: c.dueAt,
    completedAt: c.status === 3 ? now : null, createdBy: c.createdBy, createdAt: now, updatedAt: now,
  });
}

/** Closes (-1) or opens (+1) the place `position` in a column of a locked board, so its places stay 0, 1, 2 … */
export async function shiftColumn(db: Db, o: PlanOwner, k: BoardKey, status: number, position: number, by: 1 | -1) {
  await db.update(boardCards).set({ position: sql`${boardCards.position} + ${by}` })
    .where(and(onBoard(o, k), eq(boardCards.status, status), by === 1 ? gte(boardCards.position, position) : gt(boardCards.position, position)));
}

/** A row of move_board_cards (migration 0016); instants as epoch milliseconds, the same on every driver. */
interface MovedRow extends BatchRow {
  id: number; user_id: number; assessment_id: number; path: string; board: string; title: string; description: string;
  status: number; position: number; due_ms: number | null; completed_ms: number | null; created_ms: number; updated_ms: number;
  created_by: number | null;
}

export interface CardMove { owner: PlanOwner; id: number; status: number; position: number | undefined; now: Date }
/** Moves per statement: each is a few numbers, but each locks and renumbers a board. */
const MOVES_PER_BATCH = 100;

/**
 * spec §4 Boards: moves a card to `status` at `position` (default: the end of that column) and
 * returns the board as listBoard would read it after the move, or null when the owner has no such
 * card. Each move is the database function `move_board_card` (migrations 0009, 0013): it locks the
 * board's cards in id order (two moves on one board wait for each other instead of deadlocking,
 * and the second sees the first's result), renumbers every column 0, 1, 2 … with the card in its
 * new place, and writes only the cards whose place changed; the function keeps its plan per
 * connection, since planning the statement cost more than running it (decision 015). Moves that
 * arrive together share one statement and one commit (`move_board_cards`, lib/batched-calls.ts),
 * owners in one order, so two servers' batches wait for each other instead of deadlocking; one
 * owner's moves keep the order they came in.
 */
export function boardMover(db: Db) {
  const calls = batchedCalls<CardMove, MovedRow>(db, 'move_board_cards',
    (m) => [m.owner.tenantId, m.owner.userId, m.id, m.status, m.position ?? null, m.now.toISOString()],
    { maxSize: MOVES_PER_BATCH, order: (a, b) => a.owner.tenantId - b.owner.tenantId || a.owner.userId - b.owner.userId });
  return {
    move: async (m: CardMove) => presentMoved(m, await calls.call(m)),
  };
}

function presentMoved(m: CardMove, rows: MovedRow[]): BoardCard[] | null {
  if (!rows.some((r) => r.id === m.id)) return null;
  const date = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
  return rows.map((r) => presentCard({
    id: r.id, userId: r.user_id, assessmentId: r.assessment_id, path: r.path, board: r.board as CardRow['board'],
    title: r.title, description: r.description, status: r.status, position: r.position, tenantId: m.owner.tenantId,
    dueAt: date(r.due_ms), completedAt: date(r.completed_ms), createdAt: date(r.created_ms)!, updatedAt: date(r.updated_ms)!,
    createdBy: r.created_by,
  }));
}
