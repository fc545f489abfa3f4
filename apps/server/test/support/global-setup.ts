import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

// Migrates one embedded database once and hands its snapshot to every test file (DESIGN §3:
// a fresh PGlite takes seconds; loading a dump takes a fraction). With DATABASE_URL, a template
// database is migrated once and each test file clones it.
export default async function setup(project: TestProject) {
  const embedded = await openDatabase({ memory: true });
  const client = (embedded.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await embedded.close();
  project.provide('pgliteSnapshot', Buffer.from(await dump.arrayBuffer()).toString('base64'));

  const url = process.env.DATABASE_URL;
  // One template per run, so two runs on one PostgreSQL server never drop each other's.
  const template = `portal_test_template_${process.pid}`;
  const admin = async (sql: string) => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  if (url) {
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${template}`);
    const tmpl = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await tmpl.close();
  }
  project.provide('databaseUrl', url ?? '');
  project.provide('templateDatabase', template);
  return async () => {
    if (url) await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext { pgliteSnapshot: string; databaseUrl: string; templateDatabase: string }
}
