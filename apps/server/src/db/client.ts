import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

// One PostgreSQL dialect everywhere (DESIGN §3): embedded PGlite by default, a server via DATABASE_URL.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

/** The migrations folder, both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir?: string; memory?: boolean; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A server that does not answer fails a request within seconds (a 503) instead of holding it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 3_000, keepAlive: true });
    // An idle connection the server drops (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  let unlock = () => {};
  if (!opts.memory && opts.dataDir) {
    dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  try {
    const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, kind: 'embedded', close: async () => { await client.close(); unlock(); } };
  } catch (err) {
    unlock();
    throw err;
  }
}
