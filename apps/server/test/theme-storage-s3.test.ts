import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTheme } from '@portal/contract';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ensureDemoTheme } from '../src/db/seed/theme.ts';
import { brandOfTenant } from '../src/lib/brand-of-tenant.ts';
import { inFolder, type Storage } from '../src/platform/storage.ts';
import { s3Storage, StorageUnavailableError } from '../src/platform/storage-s3.ts';
import { multipartBody } from './support/multipart.ts';
import { localS3 } from './support/s3-fake.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 11 "Many servers": with S3 settings the tenants' themes live in the bucket, so a brand saved
// through one server is what every other serves on its next page load. Two apps share one bucket and
// one database, and one change bus (Redis when REDIS_URL is set, else one memory bus); each has a
// DATA_DIR of its own, and its own memory of theme.json and manifest.json.
const REDIS_URL = process.env.REDIS_URL;
const UNAVAILABLE = 'File storage is unavailable right now. Nothing was saved; try again in a few minutes.';

describe.each(backends())('tenant themes in the object store, two servers (%s)', (backend) => {
  let s3: Awaited<ReturnType<typeof localS3>>;
  let a: TestApp;
  let b: BuiltApp;
  let bDataDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    s3 = await localS3();
    const env = { ...s3.env, ...(REDIS_URL ? { REDIS_URL } : {}) };
    a = await createTestApp(backend, env);
    bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-b-'));
    b = await buildApp(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: bDataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test', ...env }),
      a.database, REDIS_URL ? {} : { changes: a.deps.changes });
    admin = (await signIn(a, 'admin@demo.test')).auth;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
    fs.rmSync(bDataDir, { recursive: true, force: true });
  });

  const served = (app: BuiltApp, file: string) => app.app.inject({ method: 'GET', url: `/themes/226/${file}` });
  const themeKeys = () => s3.keys().filter((k) => k.startsWith('themes/')).sort();
  /** The brand editor's save body: the current brand (read through A) with another primary colour. */
  const withPrimary = async (primary: string) => {
    const current = AdminTheme.parse((await a.app.inject({ method: 'GET', url: '/api/v1/admin/theme', headers: admin })).json().data);
    const { assets: _assets, ...body } = current;
    return { ...body, colors: { ...body.colors, primary } };
  };
  const save = (body: object) => a.app.inject({ method: 'POST', url: '/api/v1/admin/theme', headers: admin, payload: body });
  const uploadLogo = async (data: Buffer) => {
    const body = multipartBody({}, [{ field: 'file', name: 'brand.png', type: 'image/png', data }]);
    return a.app.inject({ method: 'POST', url: '/api/v1/admin/theme/logo', headers: { ...admin, ...body.headers }, payload: body.payload });
  };
  const png = (r: number) => sharp({ create: { width: 240, height: 80, channels: 3, background: { r, g: 90, b: 40 } } }).png().toBuffer();
  /** Swaps app A's theme storage for `themes` while `work` runs. */
  async function withThemes<T>(themes: Storage, work: () => Promise<T>) {
    const kept = a.deps.themes;
    a.deps.themes = themes;
    try { return await work(); } finally { a.deps.themes = kept; }
  }

  it('seeds the demo brand into a fresh bucket, and every server serves it from there', async () => {
    expect(themeKeys()).toEqual([]);
    expect((await served(b, 'theme.json')).statusCode).toBe(404); // (B keeps that there is none)
    await ensureDemoTheme(a.deps.themes);
    expect(themeKeys()).toEqual(['themes/226/favicon.svg', 'themes/226/logo.svg', 'themes/226/manifest.json', 'themes/226/theme.json']);
    for (const app of [a, b]) {
      const res = await served(app, 'theme.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json().colors.primary).toBe('#14143f');
      const logo = await served(app, 'logo.svg');
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['cache-control']).toBe('public, max-age=300');
    }
    // nothing of the theme on either server's disk
    expect(fs.existsSync(path.join(bDataDir, 'themes'))).toBe(false);
    expect(fs.readdirSync(path.join(a.dataDir, 'themes', '226')).sort())
      .toEqual(['favicon.svg', 'logo.svg', 'manifest.json', 'theme.json']); // the seed copied into A's DATA_DIR, unused
    expect(await served(b, 'nope.json').then((r) => r.statusCode)).toBe(404);
  });

  it('serves a colour and a logo saved on server A from server B at once', async () => {
    const etag = (await served(b, 'theme.json')).headers.etag as string;
    expect((await save(await withPrimary('#0b3d2e'))).statusCode).toBe(200);
    const uploaded = await uploadLogo(await png(200));
    expect(uploaded.statusCode).toBe(200);
    const logo = AdminTheme.parse(uploaded.json().data).assets.logo;
    expect(logo).toMatch(/^\/themes\/226\/logo-[0-9a-f]{32}\.png$/);

    const theme = await b.app.inject({ method: 'GET', url: '/themes/226/theme.json', headers: { 'if-none-match': etag } });
    expect(theme.statusCode).toBe(200);
    expect(theme.json()).toMatchObject({ colors: { primary: '#0b3d2e' }, assets: { logo } });
    expect((await served(b, 'manifest.json')).json()).toMatchObject({ theme_color: '#0b3d2e' });
    const fromB = await b.app.inject({ method: 'GET', url: logo });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals((await a.app.inject({ method: 'GET', url: logo })).rawPayload)).toBe(true);
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('png');
    expect((await brandOfTenant(b.deps, 226)).primary).toBe('#0b3d2e'); // the brand of B's mails too

    // a new logo replaces the upload in the bucket; the seeded logo stays
    const second = AdminTheme.parse((await uploadLogo(await png(20))).json().data).assets.logo;
    // (a theme's site path, without its leading slash, is the picture's key in the bucket)
    expect(themeKeys()).toContain(second.slice(1));
    expect(themeKeys()).not.toContain(logo.slice(1));
    expect(themeKeys()).toContain('themes/226/logo.svg');
    expect((await b.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('answers 503 when the store is down, writes nothing, and the previous theme is still served', async () => {
    const before = (await served(b, 'theme.json')).rawPayload;
    const manifest = (await served(b, 'manifest.json')).rawPayload;
    const keys = themeKeys();
    const body = await withPrimary('#5b2a86');
    const logo = await png(90);
    const down = inFolder(s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }), 'themes');
    await withThemes(down, async () => {
      for (const res of [await save(body), await uploadLogo(logo)]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 503, message: UNAVAILABLE });
      }
      expect((await served(a, 'theme.json')).statusCode).toBe(503); // a store that does not answer is no 404
    });

    // the store takes the picture and the manifest, then fails on theme.json: both are undone
    const up = a.deps.themes;
    const failsOnTheme: Storage = {
      ...up,
      async put(key, data) {
        if (key.endsWith('/theme.json')) throw new StorageUnavailableError('refused theme.json');
        return up.put(key, data);
      },
    };
    await withThemes(failsOnTheme, async () => {
      for (const call of [() => save(body), () => uploadLogo(logo)]) {
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(UNAVAILABLE);
        expect((await served(b, 'manifest.json')).rawPayload.equals(manifest)).toBe(true);
        expect(themeKeys()).toEqual(keys);
      }
    });

    expect(themeKeys()).toEqual(keys);
    for (const app of [a, b]) {
      expect((await served(app, 'theme.json')).rawPayload.equals(before)).toBe(true);
      expect((await served(app, 'manifest.json')).rawPayload.equals(manifest)).toBe(true);
    }
  });
});
