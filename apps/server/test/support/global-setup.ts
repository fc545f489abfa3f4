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
  if (url) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS portal_test_template WITH (FORCE)');
    await admin.query('CREATE DATABASE portal_test_template');
    await admin.end();
    const tmpl = await openDatabase({ databaseUrl: withDatabase(url, 'portal_test_template') });
    await tmpl.close();
  }
  project.provide('databaseUrl', url ?? '');
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext { pgliteSnapshot: string; databaseUrl: string }
}
