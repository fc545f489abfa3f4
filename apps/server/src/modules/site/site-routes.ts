import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_VERSION, MESSAGES } from '@portal/contract';
import { sendTagged, tagged } from '../../http/etag.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { requestTenant } from '../../http/request-tenant.ts';
import { themeKey, UPLOADED_ASSET } from '../admin/theme-files.ts';
import { tenantPages } from './tenant-page.ts';

/** The built SPA: apps/web/dist, found from both src/ and dist/ (or WEB_DIST). */
function webDist(configured: string | null) {
  if (configured) return configured;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')]
    .find((d) => fs.existsSync(path.join(d, 'index.html'))) ?? null;
}

const THEME_FILE = /^[a-z0-9-]+\.(json|svg|png|jpg|ico|webp)$/;
const THEME_TYPES: Record<string, string> = {
  json: 'application/json', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', ico: 'image/x-icon', webp: 'image/webp',
};

/**
 * Issue 12: an admin's save must show on a client's next page load. theme.json and manifest.json are
 * revalidated on every load (an ETag keeps that to a 304); pictures the brand editor uploads have
 * names never reused, so they are kept for good; other pictures (the seeded logo) for 5 minutes.
 */
function themeCaching(file: string): string {
  if (file.endsWith('.json')) return 'no-cache';
  return UPLOADED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/**
 * spec §2: the pages a signed-out visitor opens — `/` (which sends them to /login), /login, the reset,
 * sign-in and invitation links, and a mail's unsubscribe page (issue 21). Every other page is a signed-in one, whose HTML preloads the shell (DESIGN §9).
 */
function isSignedOutPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/(login\/?|reset\/[^/]+\/?|fbslogin\/[^/]+\/?|invite\/[^/]+\/?|unsubscribe\/?)?$/.test(pathname);
}

export async function siteRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  const { config } = deps;

  // spec §4 Version check: the SPA compares this with its own version. It asks on every load and
  // focus; the tag turns the answer into a 304 until a release changes the version.
  const meta = tagged(JSON.stringify({ version: APP_VERSION }), 'application/json; charset=utf-8');
  app.get('/meta.json', async (req, reply) => sendTagged(req, reply.header('cache-control', 'no-cache'), meta));

  // Settings the SPA needs from the deployment (spec §9 "deployment settings").
  app.get('/app-config.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send({
    ipLookupUrl: config.ipLookupUrl, recaptchaSiteKey: config.recaptchaSiteKey,
    stripePublishableKey: config.stripe.publishableKey,
  }));

  // spec §1: theme storage (deps.themes: DATA_DIR/themes, or the S3 bucket shared by every server),
  // one folder per tenant. A store that does not answer is a 503, never a 404.
  app.get<{ Params: { tenantId: string; file: string } }>('/themes/:tenantId/:file', async (req, reply) => {
    const { tenantId, file } = req.params;
    if (!/^[1-9]\d{0,8}$/.test(tenantId) || !THEME_FILE.test(file)) return reply.callNotFound();
    const data = await deps.themes.read(themeKey(Number(tenantId), file));
    if (!data) return reply.callNotFound();
    const ext = file.split('.').pop()!;
    return sendTagged(req, reply.header('cache-control', themeCaching(file)), tagged(data, THEME_TYPES[ext]!));
  });

  const dist = webDist(config.webDist);
  if (!dist) app.log.warn('apps/web/dist not found: run `npm run build` to serve the portal');
  // Read once: the build does not change under a running server. app.html is the same page, but it
  // also starts loading the signed-in shell's code (apps/web/build/shell-preload.mjs).
  const indexText = dist ? await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8') : null;
  const appText = dist ? await fs.promises.readFile(path.join(dist, 'app.html'), 'utf8').catch(() => null) : null;
  // Each in the request's tenant's brand (issue 23: the host picks the tenant).
  const pageOf = indexText === null ? null : tenantPages(deps.themes, { index: indexText, app: appText ?? indexText });
  // Client-side routes get the SPA; API-looking paths (and everything without a build) a JSON 404.
  app.setNotFoundHandler(async (req, reply) => {
    const api = /^\/(api|gapi|sanctum|integrations|upload|delete|dev|files|themes|brand|operator)(\/|$)/.test(req.url);
    if (pageOf && req.method === 'GET' && !api && (req.headers.accept ?? '').includes('text/html')) {
      const page = await pageOf(requestTenant(req, config).id, isSignedOutPage(req.url) ? 'index' : 'app');
      return sendTagged(req, reply.header('cache-control', 'no-cache'), page);
    }
    return reply.code(404).send({ status: 404, error: MESSAGES.notFound, message: MESSAGES.notFound });
  });
  if (!dist) return;
  await app.register(fastifyStatic, {
    root: dist, wildcard: false, index: false, preCompressed: true,
    setHeaders(res, file) {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
