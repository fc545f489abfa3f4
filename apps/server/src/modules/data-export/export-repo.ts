import { and, desc, eq } from 'drizzle-orm';
import { EXPORT_LIFETIME_MS } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { dataExports, dueWork, type UserRow } from '../../db/schema/index.ts';
import { newToken } from '../../lib/secrets.ts';
import { recordExport } from '../access-log/access-log-repo.ts';

// data_exports (issue 22): one row per export, made by a request and finished by due work.

export type ExportRow = typeof dataExports.$inferSelect;
export const DATA_EXPORT = 'data_export';
export const DATA_EXPORT_EXPIRY = 'data_export_expiry';

/** Who asks and for whom: the client themself, or their coach or an admin. */
export interface ExportParties { asker: UserRow; client: UserRow }

const ofParties = ({ asker, client }: ExportParties) =>
  and(eq(dataExports.tenantId, client.tenantId), eq(dataExports.userId, client.id), eq(dataExports.requestedBy, asker.id));

/**
 * A new export and its due work, in one transaction; or the one already building for these parties
 * (a repeat while it builds answers it). An export made by someone else is recorded for the client.
 */
export async function startExport(db: Db, p: ExportParties, now: Date): Promise<ExportRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [made] = await tx.insert(dataExports).values({
      tenantId: p.client.tenantId, userId: p.client.id, requestedBy: p.asker.id, downloadSecret: newToken(), createdAt: now,
    }).onConflictDoNothing().returning();
    if (!made) {
      const [building] = await tx.select().from(dataExports).where(and(ofParties(p), eq(dataExports.status, 'building'))).limit(1);
      return building!;
    }
    await tx.insert(dueWork).values({ tenantId: made.tenantId, kind: DATA_EXPORT, subjectId: made.id, dueAt: now });
    await recordExport(tx, p.asker, p.client, made.id, now);
    return made;
  });
}

export async function findExport(db: Db, p: ExportParties, id: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(dataExports).where(and(ofParties(p), eq(dataExports.id, id))).limit(1);
  return row ?? null;
}

/** The parties' newest export. */
export async function latestExport(db: Db, p: ExportParties): Promise<ExportRow | null> {
  const [row] = await db.select().from(dataExports).where(ofParties(p)).orderBy(desc(dataExports.id)).limit(1);
  return row ?? null;
}

export async function exportById(db: Db, id: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

/** Progress of a building export (0–99: 100 comes with "ready"). */
export async function setProgress(db: Db, id: number, percent: number) {
  await db.update(dataExports).set({ progress: Math.min(99, Math.max(0, Math.floor(percent))) })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

/** Ready for EXPORT_LIFETIME_MS, and the removal of its file planned for then (in `tx`, with the due row done). */
export async function markReady(tx: Db, row: ExportRow, key: string, size: number, now: Date) {
  const expiresAt = new Date(now.getTime() + EXPORT_LIFETIME_MS);
  await tx.update(dataExports).set({ status: 'ready', progress: 100, storageKey: key, sizeBytes: size, readyAt: now, expiresAt })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')));
  // The key travels with the due row too: the file goes even if the export's row went first (an erased account).
  await tx.insert(dueWork).values({ tenantId: row.tenantId, kind: DATA_EXPORT_EXPIRY, subjectId: row.id, dueAt: expiresAt, payload: { key } });
}

export async function markFailed(tx: Db, id: number) {
  await tx.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

/** The file is gone: nothing to download any more. */
export async function markRemoved(tx: Db, id: number, now: Date) {
  await tx.update(dataExports).set({ storageKey: null, removedAt: now }).where(eq(dataExports.id, id));
}

/** Whether a ready export's link still works at `now`. */
export const isLive = (row: ExportRow, now: Date) =>
  row.status === 'ready' && row.storageKey !== null && row.expiresAt !== null && row.expiresAt > now;
