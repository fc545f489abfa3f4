import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue } from '@portal/contract';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { newStorageKey } from '../src/platform/storage.ts';
import { s3Storage, StorageUnavailableError } from '../src/platform/storage-s3.ts';
import { localS3 } from './support/s3-fake.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 11: uploaded files on S3-compatible storage, tested against a local S3 server.
describe('S3 storage adapter', () => {
  let s3: Awaited<ReturnType<typeof localS3>>;
  beforeAll(async () => { s3 = await localS3(); });
  afterAll(async () => { await s3.close(); });

  it('stores, reads, replaces and removes objects under server-made keys', async () => {
    const storage = s3Storage(s3.settings);
    const key = newStorageKey('files', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 first'));
    expect((await storage.read(key))?.toString()).toBe('%PDF-1.4 first');
    await storage.put(key, Buffer.from('%PDF-1.4 second'));
    expect((await storage.read(key))?.toString()).toBe('%PDF-1.4 second');
    expect(s3.keys()).toContain(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(s3.keys()).not.toContain(key);
    await storage.remove(key); // removing what is gone is not an error
    await storage.ping();
  });

  it('answers null for keys it could never have made, without asking the store', async () => {
    const storage = s3Storage(s3.settings);
    expect(await storage.read('../etc/passwd')).toBeNull();
    await expect(storage.put('../x.pdf', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
  });

  it('fails with a 503 and a message for the user when the store is down or refuses', async () => {
    const down = s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    const err = await down.put(newStorageKey('files', 'pdf'), Buffer.from('x')).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as StorageUnavailableError).statusCode).toBe(503);
    expect((err as Error).message).toBe('File storage is unavailable right now. Nothing was saved; try again in a few minutes.');
    const wrongBucket = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(wrongBucket.put(newStorageKey('files', 'pdf'), Buffer.from('x'))).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

describe('the portal on S3 storage (S3_BUCKET)', () => {
  let s3: Awaited<ReturnType<typeof localS3>>;
  let t: TestApp;
  beforeAll(async () => { s3 = await localS3(); t = await createTestApp('embedded', s3.env); });
  afterAll(async () => { await t.close(); await s3.close(); });

  const upload = async (auth: Record<string, string>, id: number) => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } } }).png().toBuffer();
    const body = multipartBody({ id: encodeValue(String(id)), _method: 'POST' }, [{ field: 'file', name: 'me.png', type: 'image/png', data: png }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/student/profilephoto/update', headers: { ...auth, ...body.headers }, payload: body.payload });
  };

  it('stores an upload in the bucket, not in DATA_DIR, and serves it back', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const res = await upload(auth, user.id);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profile_pic as string;
    expect(s3.keys()).toContain(url.replace('/files/', ''));
    expect(fs.existsSync(path.join(t.dataDir, 'files', url.replace('/files/', '')))).toBe(false);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 503 with a clear message when the store is down, and the profile keeps its picture', async () => {
    const { user, auth } = await signIn(t, 'flash@demo.test');
    const before = (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.profilePic;
    const keys = s3.keys();
    t.deps.storage = s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    try {
      const res = await upload(auth, user.id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, message: 'File storage is unavailable right now. Nothing was saved; try again in a few minutes.' });
    } finally {
      t.deps.storage = s3Storage(s3.settings);
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.profilePic).toBe(before);
    expect(s3.keys()).toEqual(keys);
  });
});

describe('a first start on S3 storage', () => {
  it('seeds the demo\'s files and brand into the empty bucket, not into DATA_DIR', async () => {
    const s3 = await localS3();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-boot-'));
    try {
      const server = await boot(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true', ...s3.env }));
      try {
        expect(server.seeded).toBe(true);
        expect(s3.keys().filter((k) => k.startsWith('themes/')).sort())
          .toEqual(['themes/226/favicon.svg', 'themes/226/logo.svg', 'themes/226/manifest.json', 'themes/226/theme.json']);
        expect(s3.keys().some((k) => !k.startsWith('themes/'))).toBe(true); // the demo's stored files
        expect(fs.readdirSync(dataDir).filter((f) => f === 'themes' || f === 'files')).toEqual([]);
        const theme = await server.app.inject({ method: 'GET', url: '/themes/226/theme.json' });
        expect(theme.json().title).toBe('Summit Coaching | Client Portal');
      } finally {
        await server.close();
      }
    } finally {
      await s3.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
