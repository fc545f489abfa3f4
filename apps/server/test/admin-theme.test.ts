import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTheme, type ThemeSaveBody } from '@portal/contract';
import { brandOfTenant } from '../src/lib/brand-of-tenant.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12: the tenant's brand, edited by its admin (spec §1, §3 Theme; docs/api.md "Admin").

const png = (width = 300, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
/** A one-picture ICO file: its directory, then the PNG it holds. */
async function ico() {
  const image = await png(32, 32);
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.set([32, 32, 0, 0], 6);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

describe.each(backends())('the brand editor API (%s)', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let coach: Record<string, string>;
  let client: Record<string, string>;
  let themeDir: string;
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-web-'));
  beforeAll(async () => {
    // the SPA's two pages, so the HTML a client loads is served as in production
    for (const page of ['index.html', 'app.html']) fs.writeFileSync(path.join(web, page), '<!doctype html><title>Client Portal</title>');
    t = await createTestApp(backend, { WEB_DIST: web });
    admin = (await signIn(t, 'admin@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
    client = (await signIn(t, 'client@demo.test')).auth;
    themeDir = path.join(t.dataDir, 'themes', '226');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const getTheme = async () => AdminTheme.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/theme', headers: admin })).json().data);
  const save = (body: unknown, headers = admin) => t.app.inject({ method: 'POST', url: '/api/v1/admin/theme', headers, payload: body as object });
  const upload = (kind: 'logo' | 'favicon', name: string, data: Buffer, headers = admin) => {
    const body = multipartBody({}, [{ field: 'file', name, type: 'application/octet-stream', data }]);
    return t.app.inject({ method: 'POST', url: `/api/v1/admin/theme/${kind}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const served = (file: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/themes/226/${file}`, headers });
  const files = () => fs.readdirSync(themeDir).sort();
  const editable = (theme: AdminTheme): ThemeSaveBody => {
    const { assets: _assets, ...rest } = theme;
    return rest;
  };

  it('answers the whole current brand, every field present', async () => {
    const theme = await getTheme();
    expect(theme.colors).toMatchObject({ primary: '#14143f', background: '#f5f6fa', textColor: '#1f2933' });
    expect(Object.keys(theme.colors)).toHaveLength(12);
    expect(theme).toMatchObject({ title: 'Summit Coaching | Client Portal', footerText: 'Summit Coaching', assets: { logo: '/themes/226/logo.svg' } });
    expect(theme.openGraph.type).toBe('website');
  });

  it('saves the brand and serves it on the next load: no stale theme file, manifest or mail', async () => {
    const before = await served('theme.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = before.headers.etag as string;
    expect((await served('theme.json', { 'if-none-match': etag })).statusCode).toBe(304);

    const current = await getTheme();
    const body = { ...editable(current), colors: { ...current.colors, primary: '#0B3D2E', buttonPrimaryColor: '#0b3d2e' }, footerText: 'Summit Coaching Ltd',
      openGraph: { ...current.openGraph, title: '' } };
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const saved = AdminTheme.parse(res.json().data);
    expect(saved.colors.primary).toBe('#0b3d2e');
    expect(saved.assets.logo).toBe('/themes/226/logo.svg');

    const after = await served('theme.json', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-cache');
    const file = after.json();
    expect(file.colors.primary).toBe('#0b3d2e');
    expect(file.footerText).toBe('Summit Coaching Ltd');
    expect(file.openGraph.title).toBeUndefined(); // empty: the portal falls back to the title
    expect((await served('manifest.json')).json()).toMatchObject({ theme_color: '#0b3d2e', name: 'Summit Coaching | Client Portal' });
    expect((await brandOfTenant(t.deps, 226)).primary).toBe('#0b3d2e');
    // the page itself holds no copy of the brand (the SPA reads theme.json) and is revalidated too
    const page = await t.app.inject({ method: 'GET', url: '/schedule', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(files().filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('refuses a text colour below AA on its background with both fields and the ratio, and keeps the old theme', async () => {
    const before = fs.readFileSync(path.join(themeDir, 'theme.json'), 'utf8');
    const current = await getTheme();
    const res = await save({ ...editable(current), colors: { ...current.colors, textColor: '#777777', background: '#ffffff' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error['colors.textColor']).toEqual([
      'Text (textColor) on Page background (background) is 4.4:1; WCAG AA needs at least 4.5:1 (page text).',
      'Text (textColor) on Default button (buttonDefaultColor) is 3.6:1; WCAG AA needs at least 4.5:1 (default buttons).',
    ]);
    expect(fs.readFileSync(path.join(themeDir, 'theme.json'), 'utf8')).toBe(before);
  });

  it('refuses colours that are not hex, HTML in text, long text and unsafe addresses', async () => {
    const body = editable(await getTheme());
    const cases: [unknown, string][] = [
      [{ ...body, colors: { ...body.colors, primary: 'red; background:url(x)' } }, 'colors.primary'],
      [{ ...body, title: '<script>alert(1)</script>' }, 'title'],
      [{ ...body, title: '' }, 'title'],
      [{ ...body, footerText: 'x'.repeat(121) }, 'footerText'],
      [{ ...body, description: 'two\nlines' }, 'description'],
      [{ ...body, canonicalUrl: 'javascript:alert(1)' }, 'canonicalUrl'],
      [{ ...body, openGraph: { ...body.openGraph, image: '//evil.example/x.png' } }, 'openGraph.image'],
      [{ ...body, robotsMetaTag: 'noindex, <b>' }, 'robotsMetaTag'],
      [{ ...body, assets: { logo: '/themes/226/nope.png' } }, 'assets.logo'],
      [{ ...body, assets: { logo: '/themes/227/logo.svg' } }, 'assets.logo'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(payload);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().error), field).toContain(field);
    }
  });

  it('takes a logo by its bytes, serves it for good, and removes the uploaded logo it replaces', async () => {
    const first = await upload('logo', 'brand.png', await png());
    expect(first.statusCode).toBe(200);
    const logo1 = AdminTheme.parse(first.json().data).assets.logo;
    expect(logo1).toMatch(/^\/themes\/226\/logo-[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: logo1 });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(files()).toContain('logo.svg'); // the seeded logo is not an upload: it stays

    const second = await upload('logo', 'brand.webp', await sharp(await png()).webp().toBuffer());
    const logo2 = AdminTheme.parse(second.json().data).assets.logo;
    expect(logo2).toMatch(/^\/themes\/226\/logo-[0-9a-f]{32}\.webp$/);
    expect((await served('theme.json')).json().assets.logo).toBe(logo2);
    expect((await t.app.inject({ method: 'GET', url: logo1 })).statusCode).toBe(404);

    // pointing back at the seeded logo removes the upload
    const restored = await save({ ...editable(await getTheme()), assets: { logo: '/themes/226/logo.svg' } });
    expect(restored.json().data.assets.logo).toBe('/themes/226/logo.svg');
    expect(files().filter((f) => f.startsWith('logo-'))).toEqual([]);
  });

  it('refuses a lying extension, SVG, other kinds and oversized files, storing nothing', async () => {
    const before = files();
    const theme = fs.readFileSync(path.join(themeDir, 'theme.json'), 'utf8');
    const gif = await sharp(await png()).gif().toBuffer();
    const cases: [ReturnType<typeof upload>, number][] = [
      [upload('logo', 'logo.png', gif), 415],
      [upload('logo', 'logo.png', Buffer.from('<html><script>alert(1)</script></html>')), 415],
      [upload('logo', 'logo.jpg', await png()), 415],
      [upload('logo', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415],
      [upload('logo', 'logo.gif', gif), 415],
      [upload('favicon', 'icon.webp', await sharp(await png()).webp().toBuffer()), 415],
      [upload('logo', 'big.png', Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)])), 413],
      [upload('logo', 'empty.png', Buffer.alloc(0)), 422],
    ];
    for (const [call, status] of cases) {
      const res = await call;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.file).toHaveLength(1);
    }
    const noFile = multipartBody({ a: 'b' });
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/admin/theme/logo', headers: { ...admin, ...noFile.headers }, payload: noFile.payload });
    expect(none.statusCode).toBe(422);
    expect(files()).toEqual(before);
    expect(fs.readFileSync(path.join(themeDir, 'theme.json'), 'utf8')).toBe(theme);
  });

  it('takes a favicon as PNG (re-encoded) or ICO, and the manifest follows it', async () => {
    const res = await upload('favicon', 'favicon.ico', await ico());
    expect(res.statusCode).toBe(200);
    const favicon = AdminTheme.parse(res.json().data).assets.favicon;
    expect(favicon).toMatch(/^\/themes\/226\/favicon-[0-9a-f]{32}\.ico$/);
    expect((await t.app.inject({ method: 'GET', url: favicon })).headers['content-type']).toBe('image/x-icon');
    expect((await served('manifest.json')).json().icons).toEqual([{ src: favicon, sizes: 'any', type: 'image/x-icon' }]);
    const big = await upload('favicon', 'icon.png', await png(2000, 2000));
    const meta = await sharp(fs.readFileSync(path.join(themeDir, path.basename(big.json().data.assets.favicon)))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(fs.existsSync(path.join(themeDir, path.basename(favicon)))).toBe(false);
  });

  it('keeps both a save and an upload that arrive together', async () => {
    const current = await getTheme();
    const [saved, uploaded] = await Promise.all([
      save({ ...editable(current), colors: { ...current.colors, accent: '#0a5c8a' } }),
      upload('logo', 'together.png', await png()),
    ]);
    expect([saved.statusCode, uploaded.statusCode]).toEqual([200, 200]);
    const file = (await served('theme.json')).json();
    expect(file.colors.accent).toBe('#0a5c8a');
    expect(file.assets.logo).toBe(uploaded.json().data.assets.logo);
  });

  it('answers a coach and a client 403 and a stranger 401 on every brand route', async () => {
    const body = editable(await getTheme());
    for (const headers of [coach, client, {}]) {
      const expected = headers === coach || headers === client ? 403 : 401;
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/theme', headers })).statusCode).toBe(expected);
      expect((await save(body, headers)).statusCode).toBe(expected);
      expect((await upload('logo', 'x.png', await png(), headers)).statusCode).toBe(expected);
      expect((await upload('favicon', 'x.png', await png(), headers)).statusCode).toBe(expected);
    }
    expect((await served('theme.json')).json().colors.primary).toBe('#0b3d2e');
  });
});
