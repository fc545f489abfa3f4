import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { tenants, users, type UserRow } from '../../db/schema/index.ts';
import { csvDocument } from '../../lib/csv.ts';
import type { Deps } from '../../lib/deps.ts';
import type { DueHandler } from '../../platform/due-work.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { feedEvents } from '../calendar/feed-events.ts';
import { writeCalendar } from '../calendar/ics.ts';
import { PEOPLE_AREAS } from './areas-people.ts';
import { WORK_AREAS } from './areas-work.ts';
import type { ExportArea } from './export-area.ts';
import { exportFiles } from './export-files.ts';
import { readmeText } from './export-readme.ts';
import { exportById, markFailed, markReady, markRemoved, setProgress, type ExportRow } from './export-repo.ts';
import { writeZip, type ZipEntry } from './export-zip.ts';

// Issue 22: an export is built by due work (decision 032, a long kind: decision 036), so it is built
// once however many servers run, and again from the start by another server (or after a restart)
// when the one building it stops. It streams into file storage under a new key; only when the
// archive is whole does the export turn "ready", in the transaction that marks its due row done.

export const AREAS: ExportArea[] = [...PEOPLE_AREAS.slice(0, 1), ...WORK_AREAS, ...PEOPLE_AREAS.slice(1)];
/** A JSON or CSV entry's share of the progress, against files' bytes. */
const TEXT_WEIGHT = 256 * 1024;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1_000;

/** Drops the fields kept for the server's own use (`_nextLessonId` …) from the JSON. */
const publicFields = (key: string, value: unknown) => (key.startsWith('_') ? undefined : value);
const json = (data: unknown) => Buffer.from(`${JSON.stringify(data, publicFields, 2)}\n`);

function entriesOf(deps: Deps, client: UserRow, readme: string, files: Awaited<ReturnType<typeof exportFiles>>): ZipEntry[] {
  const at = deps.now();
  const text = (path: string, open: () => Promise<Buffer>): ZipEntry => ({ path, open, weight: TEXT_WEIGHT, compress: true, at });
  const out: ZipEntry[] = [text('README.txt', async () => Buffer.from(readme))];
  for (const a of AREAS) {
    // The area is read once, for its JSON, and kept only until its CSV is written.
    let held: unknown;
    out.push(text(a.file, async () => { held = await a.read(deps, client); return json(held); }));
    if (a.csv) {
      const csv = a.csv;
      out.push(text(csv.file, async () => { const rows = csv.rows(held); held = undefined; return Buffer.from(csvDocument(rows)); }));
    }
  }
  out.push(text('calendar.ics', async () => Buffer.from(writeCalendar(await feedEvents(deps).calendarOf(client)))));
  for (const f of files) {
    out.push({ path: f.path, open: () => deps.storage.openRead(f.key), weight: Math.max(f.size, 1), compress: false, at: f.at });
  }
  return out;
}

async function readmeFor(deps: Deps, client: UserRow, row: ExportRow): Promise<string> {
  const [[tenant], [asker]] = await Promise.all([
    deps.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, client.tenantId)).limit(1),
    deps.db.select().from(users).where(eq(users.id, row.requestedBy)).limit(1),
  ]);
  return readmeText({
    name: `${client.firstName} ${client.lastName}`.trim(), email: client.email, portal: tenant?.name ?? 'the client portal',
    madeAt: deps.now(), madeBy: asker && asker.id !== client.id ? `${asker.firstName} ${asker.lastName}`.trim() : null, areas: AREAS,
  });
}

/** Writes progress as it grows, at most once a PROGRESS_EVERY_MS, one write at a time. */
function progressWriter(deps: Deps, id: number, total: number) {
  let last = 0;
  let shown = -1;
  let writing = Promise.resolve();
  return {
    report(done: number) {
      const percent = Math.floor((done / total) * 100);
      const now = Date.now();
      if (percent === shown || now - last < PROGRESS_EVERY_MS) return;
      last = now;
      shown = percent;
      writing = writing.then(() => setProgress(deps.db, id, percent)).catch(() => undefined);
    },
    settled: () => writing,
  };
}

export function exportBuilder(deps: Deps, log: FastifyBaseLogger): DueHandler {
  return async (due, commit, signal) => {
    const row = await exportById(deps.db, due.subjectId);
    if (!row || row.status !== 'building') return;
    const [client] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!client) return commit((tx) => markFailed(tx, row.id));
    const key = newStorageKey('exports', 'zip');
    try {
      const files = await exportFiles(deps, client);
      const entries = entriesOf(deps, client, await readmeFor(deps, client, row), files);
      const progress = progressWriter(deps, row.id, entries.reduce((sum, e) => sum + e.weight, 0));
      const size = await writeZip(entries, { signal, progress: progress.report, store: (archive) => deps.storage.putStream(key, archive) });
      await progress.settled();
      await commit((tx) => markReady(tx, row, key, size, deps.now()));
    } catch (err) {
      await deps.storage.remove(key).catch(() => undefined);
      // Stopped or taken over: another server (or this one after its restart) builds it again.
      if (signal.aborted) throw err;
      log.warn({ err, export_id: row.id }, 'data export failed');
      await commit((tx) => markFailed(tx, row.id));
    }
  };
}

/** After 24 h the archive goes from storage (the link already answers 410), also when its row is gone. */
export function exportRemover(deps: Deps): DueHandler {
  return async (due, commit) => {
    const row = await exportById(deps.db, due.subjectId);
    const key = row ? row.storageKey : (typeof due.payload.key === 'string' ? due.payload.key : null);
    if (!key) return;
    await deps.storage.remove(key);
    if (row) await commit((tx) => markRemoved(tx, row.id, deps.now()));
  };
}
