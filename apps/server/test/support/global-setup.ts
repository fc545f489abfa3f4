import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { dataDirStorages } from '../../src/platform/storage-for.ts';

// Migrates one embedded database once and hands its snapshot to every test file (DESIGN §3:
// a fresh PGlite takes seconds; loading a dump takes a fraction), and a second snapshot with the
// demo data seeded, with the DATA_DIR (theme, stored files) that seed wrote: most test files start
// from the demo, and seeding it once instead of once per file saves minutes. With DATABASE_URL,
// the same two as template databases that each test file clones.
export default async function setup(project: TestProject) {
  const made: string[] = [];
  const seedDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-seed-${name}-`));
    made.push(dir);
    return dir;
  };
  // Into files, whose paths are handed over: what is provided travels with every test file to its
  // worker, and workers that run many files (decision 039) kept a copy of each file's.
  const dumps = seedDir('dumps');
  const dump = async (database: Database, name: string) => {
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const file = path.join(dumps, `${name}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };

  const embedded = await openDatabase({ memory: true });
  project.provide('pgliteSnapshot', await dump(embedded, 'migrated'));
  const embeddedSeedDir = seedDir('embedded');
  await seedDemo(embedded.db, dataDirStorages(embeddedSeedDir));
  project.provide('pgliteSeeded', await dump(embedded, 'seeded'));
  project.provide('embeddedSeedDir', embeddedSeedDir);
  await embedded.close();

  const url = process.env.DATABASE_URL;
  // One pair of templates per run, so two runs on one PostgreSQL server never drop each other's.
  const template = `portal_test_template_${process.pid}`;
  const seeded = `portal_test_seeded_${process.pid}`;
  const admin = async (sql: string) => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  let postgresSeedDir = '';
  if (url) {
    for (const db of [template, seeded]) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${template}`);
    await (await openDatabase({ databaseUrl: withDatabase(url, template) })).close();
    await admin(`CREATE DATABASE ${seeded} TEMPLATE ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabase(url, seeded) });
    postgresSeedDir = seedDir('postgres');
    await seedDemo(db.db, dataDirStorages(postgresSeedDir));
    await db.close();
  }
  project.provide('databaseUrl', url ?? '');
  project.provide('templateDatabase', template);
  project.provide('seededTemplateDatabase', seeded);
  project.provide('postgresSeedDir', postgresSeedDir);
  return async () => {
    if (url) for (const db of [template, seeded]) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of an embedded database migrated, empty. */
    pgliteSnapshot: string;
    /** The file of an embedded database migrated and seeded with the demo; its files are in embeddedSeedDir. */
    pgliteSeeded: string;
    embeddedSeedDir: string;
    databaseUrl: string;
    templateDatabase: string;
    seededTemplateDatabase: string;
    postgresSeedDir: string;
  }
}
