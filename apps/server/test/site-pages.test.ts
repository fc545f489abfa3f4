import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The SPA's HTML: signed-out pages get index.html; signed-in pages get app.html, which also
// preloads the shell's code (DESIGN §9; apps/web/build/shell-preload.mjs). Both, and /meta.json, are
// revalidated by their ETag.
describe('the HTML each page gets', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>index</body></html>');
    fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><html><head><title>x</title></head><body>app</body></html>');
    t = await createTestApp('embedded', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return /<body>(\w+)<\/body>/.exec(res.body)?.[1];
  };

  it.each(['/', '/login', '/login?brand=226', '/reset/abc123', '/fbslogin/abc123', '/invite/abc123'])('%s is a signed-out page: index.html', async (url) => {
    expect(await page(url)).toBe('index');
  });

  it.each(['/schedule', '/groups/1/2', '/profile?brand=226', '/messages/inbox', '/no-such-page'])('%s gets app.html', async (url) => {
    expect(await page(url)).toBe('app');
  });

  // The SPA's HTML and /meta.json are asked on every load (no-cache); an unchanged one is a 304.
  describe.each([
    ['index.html', '/login', 'index'],
    ['app.html', '/schedule', 'app'],
    ['/meta.json', '/meta.json', '{"version":'],
  ])('%s under an ETag', (_name, url, content) => {
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

    it('carries a strong tag from its content, the same on every request', async () => {
      const [first, second] = [await get(), await get()];
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(content);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['cache-control']).toBe('no-cache');
    });

    it('answers 304 without a body to its tag, a list holding it, or *', async () => {
      const etag = (await get()).headers.etag as string;
      for (const ifNoneMatch of [etag, `"older", ${etag}`, `W/${etag}`, '*']) {
        const res = await get({ 'if-none-match': ifNoneMatch });
        expect(res.statusCode, ifNoneMatch).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('sends the content again to a tag it no longer has', async () => {
      const res = await get({ 'if-none-match': '"older", "oldest"' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(content);
    });
  });

  it('tags the two pages differently', async () => {
    const tag = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers.etag;
    expect(await tag('/login')).not.toBe(await tag('/schedule'));
  });

  it('answers API-looking paths with JSON, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});
