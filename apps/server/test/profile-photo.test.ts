import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { encodeValue, PROFILE_PHOTO_MAX_BYTES, PROFILE_STALE_MESSAGE, User } from '@portal/contract';
import { users } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';
import { multipartBody } from './support/multipart.ts';

const URL_ = '/api/v1/student/profilephoto/update';

/** A multipart body as the SPA sends it (spec §3): id, file, _method=POST. */
const form = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
  multipartBody(fields, file ? [{ field: 'file', ...file }] : []);

const picture = (format: 'png' | 'jpeg' | 'gif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 154, b: 214 } } })[format]().toBuffer();

describe.each(backends())('profile picture upload (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  async function upload(auth: Record<string, string>, id: number | string, file?: { name: string; type: string; data: Buffer }) {
    const body = form({ id: typeof id === 'number' ? encodeValue(String(id)) : id, _method: 'POST' }, file);
    return t.app.inject({ method: 'POST', url: URL_, headers: { ...auth, ...body.headers }, payload: body.payload });
  }
  const stored = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.profilePic;

  it('re-encodes a PNG to a 512×512 WebP, serves it safely and removes the old picture', async () => {
    const { token, user, auth } = await signIn(t, 'client@demo.test');
    const oldUrl = user.profile_pic as string;
    expect(oldUrl).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const res = await upload(auth, user.id, { name: 'me.png', type: 'image/png', data: await picture('png') });
    expect(res.statusCode).toBe(200);
    const data = User.parse(res.json().data);
    expect(data.pas_token).toBe(token);
    expect(data.profile_pic).toMatch(/^\/files\/avatars\/226\/[0-9a-f]{32}\.webp$/);
    expect(data.profile_pic).not.toBe(oldUrl);
    expect(`/files/${await stored(user.id)}`).toBe(data.profile_pic);

    const file = await t.app.inject({ method: 'GET', url: data.profile_pic! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('drops the metadata of a JPEG (EXIF never leaves the server)', async () => {
    const { user, auth } = await signIn(t, 'flash@demo.test');
    const jpeg = await sharp(await picture('jpeg', 400, 700)).withExif({ IFD0: { Copyright: 'GPS and owner data' } }).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(auth, user.id, { name: 'phone.jpg', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.profile_pic });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes with 415', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const before = await stored(user.id);
    const text = await upload(auth, user.id, { name: 'photo.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 415, error: { file: ['Upload a PNG, JPEG or WebP picture.'] } });
    const gif = await upload(auth, user.id, { name: 'photo.png', type: 'image/png', data: await picture('gif', 40, 40) });
    expect(gif.statusCode).toBe(415);
    expect(await stored(user.id)).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const big = Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1024, 7);
    (await picture('png', 8, 8)).copy(big);
    const res = await upload(auth, user.id, { name: 'huge.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, error: { file: ['The picture must be at most 5 MB.'] } });
  });

  it('refuses another user\'s id with 403, a garbled id and a missing file with 422, no token with 401', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const png = { name: 'me.png', type: 'image/png', data: await picture('png', 64, 64) };
    const other = await upload(auth, t.demo.peer.id, png);
    expect(other.statusCode).toBe(403);
    expect(await stored(t.demo.peer.id)).toBeNull();
    const garbled = await upload(auth, '%%not-base64%%', png);
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().error.id).toEqual(['The id is not valid.']);
    const noFile = await upload(auth, user.id);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error.file).toEqual(['Choose a picture to upload.']);
    const json = await t.app.inject({ method: 'POST', url: URL_, headers: auth, payload: { id: encodeValue(String(user.id)) } });
    expect(json.statusCode).toBe(422);
    expect((await upload({}, user.id, png)).statusCode).toBe(401);
  });

  it('refuses a picture chosen on a stale version of the profile with 409, keeping the newer picture and no new file', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const based = (await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth })).json().data.updated_at as string;
    const png = { name: 'me.png', type: 'image/png', data: await picture('png', 64, 64) };
    const send = (updated_at: string) => {
      const body = form({ id: encodeValue(String(user.id)), _method: 'POST', updated_at }, png);
      return t.app.inject({ method: 'POST', url: URL_, headers: { ...auth, ...body.headers }, payload: body.payload });
    };
    const first = await send(based);
    expect(first.statusCode).toBe(200);
    const kept = await stored(user.id);
    const avatars = () => fs.readdirSync(path.join(t.dataDir, 'files', 'avatars'), { recursive: true }).sort();
    const filesBefore = avatars();

    const stale = await send(based);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROFILE_STALE_MESSAGE);
    expect(await stored(user.id)).toBe(kept);
    expect(avatars()).toEqual(filesBefore);
    expect((await send(first.json().data.updated_at)).statusCode).toBe(200);
  });

  it('answers a cut-off or boundary-less multipart body with 400, not a crash', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const before = await stored(user.id);
    const whole = form({ id: encodeValue(String(user.id)), _method: 'POST' }, { name: 'me.png', type: 'image/png', data: await picture('png', 64, 64) });
    const cut = await t.app.inject({
      method: 'POST', url: URL_, headers: { ...auth, ...whole.headers }, payload: whole.payload.subarray(0, whole.payload.length - 40),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ status: 400, error: { file: [expect.any(String)] } });
    const noBoundary = await t.app.inject({
      method: 'POST', url: URL_, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: whole.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await stored(user.id)).toBe(before);
  });
});

describe.each(backends())('stored files (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  it('serves documents as downloads and answers unsafe or unknown keys with 404', async () => {
    await t.deps.storage.put('docs/price-list-2025.pdf', Buffer.from('%PDF-1.7\n'));
    const pdf = await t.app.inject({ method: 'GET', url: '/files/docs/price-list-2025.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="price-list-2025.pdf"',
      'x-content-type-options': 'nosniff',
    });
    await t.deps.storage.put('docs/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const svg = await t.app.inject({ method: 'GET', url: '/files/docs/logo.svg' });
    expect(svg.headers['content-disposition']).toBe('attachment; filename="logo.svg"');
    for (const url of ['/files/../../etc/passwd', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/avatars/NOPE.webp', '/files/avatars/missing.webp', '/files/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
