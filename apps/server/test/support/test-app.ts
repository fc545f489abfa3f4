import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { DEFAULT_TENANT_ID } from '@portal/contract';
import type { DemoUsers } from '../../src/db/seed/demo.ts';
import type { MailTransport } from '../../src/platform/mail-transport.ts';
import { leaseSeededEmbedded } from './embedded-lease.ts';
import { withDatabase } from './global-setup.ts';

export type Backend = 'embedded' | 'postgres';
/** The backends this run covers: always the embedded one, and PostgreSQL when DATABASE_URL is set. */
export const backends = (): Backend[] => (inject('databaseUrl') ? ['embedded', 'postgres'] : ['embedded']);

export interface TestApp extends BuiltApp {
  database: Database;
  demo: DemoUsers;
  dataDir: string;
  /** The PostgreSQL database of this app (for a command run beside it), or null on the embedded one. */
  databaseUrl: string | null;
  clock: { now: Date; advance(ms: number): void };
  /**
   * The newest demo-mailbox message to an address (whose subject starts with `subjectPrefix`, when
   * given), once the mail due in the outbox is delivered.
   */
  lastMailTo(to: string, subjectPrefix?: string): Promise<{ subject: string; text: string } | undefined>;
}

/** The demo accounts of the seeded database, as seedDemo returned them. */
async function demoUsers(database: Database): Promise<DemoUsers> {
  const { and, eq, inArray } = await import('drizzle-orm');
  const { users } = await import('../../src/db/schema/index.ts');
  const emails = { coach: 'coach@demo.test', client: 'client@demo.test', flash: 'flash@demo.test', peer: 'peer@demo.test', admin: 'admin@demo.test' };
  const rows = await database.db.select().from(users)
    .where(and(eq(users.tenantId, DEFAULT_TENANT_ID), inArray(users.email, Object.values(emails))));
  const one = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`The seeded test database has no ${email}`);
    return row;
  };
  return {
    tenantId: DEFAULT_TENANT_ID,
    coach: one(emails.coach), client: one(emails.client), flash: one(emails.flash), peer: one(emails.peer), admin: one(emails.admin),
  };
}

/** A fresh app on a fresh, seeded database of the given backend, with a controllable clock. */
export async function createTestApp(backend: Backend, env: Record<string, string> = {}, opts: { mailTransport?: MailTransport } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let database: Database;
  let databaseUrl: string | null = null;
  let dropDb: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const base = inject('databaseUrl');
    const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('seededTemplateDatabase')}`);
    await admin.end();
    databaseUrl = withDatabase(base, name);
    database = await openDatabase({ databaseUrl });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const lease = await leaseSeededEmbedded();
    database = lease.database;
    dropDb = lease.release;
  }
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test', ...env });
  // The database comes seeded with the demo (global-setup.ts); its theme and stored files come here.
  fs.cpSync(inject(backend === 'postgres' ? 'postgresSeedDir' : 'embeddedSeedDir'), dataDir, { recursive: true });
  const demo = await demoUsers(database);
  const clock = { now: new Date(), advance(ms: number) { clock.now = new Date(clock.now.getTime() + ms); } };
  const built = await buildApp(config, database, { now: () => clock.now, ...(opts.mailTransport ? { mailTransport: opts.mailTransport } : {}) });
  const { and, desc, eq, like } = await import('drizzle-orm');
  const { demoMailbox } = await import('../../src/db/schema/index.ts');
  return {
    ...built, database, demo, dataDir, databaseUrl, clock,
    async lastMailTo(to, subjectPrefix) {
      await built.app.settle();
      await built.deps.mailer.flush();
      const [m] = await database.db.select().from(demoMailbox)
        .where(and(eq(demoMailbox.to, to), subjectPrefix === undefined ? undefined : like(demoMailbox.subject, `${subjectPrefix}%`)))
        .orderBy(desc(demoMailbox.id)).limit(1);
      return m;
    },
    async close() {
      await built.close();
      await database.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
