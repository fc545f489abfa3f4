import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The SPA's HTML: signed-out pages get index.html; signed-in pages get app.html, which also
// preloads the shell's code (DESIGN §9; apps/web/build/shell-preload.mjs).
describe('the HTML each page gets', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>index</title>');
    fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>app</title>');
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
    return /<title>(\w+)<\/title>/.exec(res.body)?.[1];
  };

  it.each(['/', '/login', '/login?brand=226', '/reset/abc123', '/fbslogin/abc123', '/invite/abc123'])('%s is a signed-out page: index.html', async (url) => {
    expect(await page(url)).toBe('index');
  });

  it.each(['/schedule', '/groups/1/2', '/profile?brand=226', '/messages/inbox', '/no-such-page'])('%s gets app.html', async (url) => {
    expect(await page(url)).toBe('app');
  });

  it('answers API-looking paths with JSON, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});
