import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { demoMailbox, trainingAnalyticsEntries } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { withDatabase } from './support/global-setup.ts';
import { backends, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// DESIGN §5: nothing answered 2xx is lost. A DATA_DIR-backed PGlite (or a PostgreSQL database) is
// opened, written through the API, closed, and opened again by a new app.
describe.each(backends())('analytics survive a server restart (%s)', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
  const name = `portal_restart_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = backend === 'postgres' ? withDatabase(inject('databaseUrl'), name) : undefined;
  // The first open restores the migrated snapshot into DATA_DIR (creating one costs seconds).
  const snapshot = () => new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const open = (first = false) => openDatabase(url ? { databaseUrl: url } : { dataDir, ...(first ? { loadDataDir: snapshot() } : {}) });
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test' });

  async function start(database: Database) {
    const built = await buildApp(config, database);
    const lastMailTo = async (to: string) => (await built.app.settle(), await built.deps.mailer.flush(), await database.db.select().from(demoMailbox)
      .where(eq(demoMailbox.to, to)).orderBy(desc(demoMailbox.id)).limit(1))[0];
    return { ...built, lastMailTo } as unknown as TestApp;
  }
  const admin = async (sql: string) => {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: inject('databaseUrl') });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  afterAll(async () => {
    if (url) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every accepted entry and session', async () => {
    if (url) await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    let database = await open(true);
    // Only what the test needs: the full demo seed makes this slow for no gain.
    await buildTenant(database.db, config.defaultTenantId, 'Restart Coaching', 'support@restart.test');
    await buildUser(database.db, { tenantId: config.defaultTenantId, email: 'flash@demo.test', password: DEMO_PASSWORD, flashCoaching: true });
    let app = await start(database);
    const flash = await signIn(app, 'flash@demo.test');
    const batch = Array.from({ length: 20 }, (_, i) => ({ id: `restart-${i}`, seconds: i }));
    const sends = await Promise.all(batch.map((entry) => app.app.inject({
      method: 'POST', url: '/api/v1/training-analytics/', headers: flash.auth, payload: { data: [entry], user_id: flash.user.id },
    })));
    expect(sends.every((r) => r.statusCode === 200)).toBe(true);
    await app.close();
    await database.close();

    database = await open();
    app = await start(database);
    const rows = await database.db.select().from(trainingAnalyticsEntries).where(eq(trainingAnalyticsEntries.userId, flash.user.id));
    expect(rows.map((r) => r.entryId).sort()).toEqual(batch.map((b) => b.id).sort());
    // The same token still works, and a resend after the restart merges into the same rows.
    const again = await app.app.inject({ method: 'POST', url: '/api/v1/training-analytics/', headers: flash.auth,
      payload: { data: [{ id: 'restart-0', done: true }], user_id: flash.user.id } });
    expect(again.statusCode).toBe(200);
    const [row] = await database.db.select().from(trainingAnalyticsEntries).where(eq(trainingAnalyticsEntries.entryId, 'restart-0'));
    expect(row).toMatchObject({ fields: { seconds: 0, done: true }, receivedCount: 2 });
    await app.close();
    await database.close();
  });
});
