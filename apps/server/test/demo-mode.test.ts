import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { sessionService } from '../src/modules/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { dataDirSecret } from '../src/platform/data-dir-secret.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 finding 5: a server started with settings forgotten (NODE_ENV unset) must not serve the
// demo mailbox or take test cards; those are turned on knowingly (DEMO_MODE), never by default.
describe('demo mode is never the default', () => {
  const dirs: string[] = [];
  const tmp = () => { const d = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-')); dirs.push(d); return d; };
  afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

  it('is off with NODE_ENV unset, and refused in production', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }).demo).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay.test', DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
  });

  it('a server with no way to send mail does not start', async () => {
    const config = loadConfig({ DATA_DIR: tmp(), LOG_LEVEL: 'silent' });
    await expect(buildApp(config, {} as never)).rejects.toThrow(/SMTP_URL/);
  });

  it('keeps a random test-provider webhook secret per data directory', () => {
    const a = tmp(); const b = tmp();
    const first = dataDirSecret(a, 'hook');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(dataDirSecret(a, 'hook')).toBe(first);
    expect(dataDirSecret(b, 'hook')).not.toBe(first);
    expect(fs.statSync(path.join(a, 'secrets', 'hook')).mode & 0o077).toBe(0);
  });
});

describe.each(backends())('a server without DEMO_MODE (%s)', (backend) => {
  let t: TestApp;
  afterEach(async () => { await t.close(); });

  it('has no demo mailbox and takes no test cards', async () => {
    t = await createTestApp(backend, { NODE_ENV: 'development', DEMO_MODE: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/1/invite.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/integrations/test-provider/webhook', payload: {} })).statusCode).toBe(404);
    // No mailbox to read a code from: a session is made directly, as sign-in would.
    const [client] = await t.database.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const token = await sessionService(t.deps).create(client!, { browser: null, ip: null, location: null }, false);
    const intent = await t.app.inject({ method: 'POST', url: '/integrations/stripe/create-intent',
      headers: { authorization: `Bearer ${token}` }, payload: { user_group_id: 1 } });
    expect(intent.statusCode).toBe(503);
  });
});
