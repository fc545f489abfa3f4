import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/platform/storage-s3.ts';
import { localS3 } from './support/s3-fake.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

describe.each(backends())('GET /healthz and /readyz (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('says the process is up, without a token and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database and the file storage answer (rate limits in memory here)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'memory', storage: 'ok' } });
  });

  it('answers 503 naming the dependency that is down', async () => {
    const s3 = await localS3();
    const storage = t.deps.storage;
    t.deps.storage = s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'memory', storage: 'down' } });
      t.deps.storage = s3Storage(s3.settings);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().checks.storage).toBe('ok');
    } finally {
      t.deps.storage = storage;
      await s3.close();
    }
  });
});
