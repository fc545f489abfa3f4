import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contract';
import type { Config } from '../config.ts';
import { requestHost } from '../lib/host-name.ts';
import type { TenantDirectory } from '../platform/tenant-directory.ts';

// Issue 23, DESIGN §6, decision 037: the tenant a request speaks to comes from its host.
//
// - A host a tenant claims (tenant_hosts) is that tenant's, and only that tenant's: signed-out calls
//   act on it, and only its own sessions are accepted there. `X-Tenant-Id` is ignored on it.
// - Any other host is the deployment's own address: the default tenant (226), so a deployment
//   without tenant hosts changes nothing. There `X-Tenant-Id` may still name a tenant that claims no
//   host (the `?brand=` previews and tenants made before hosts existed), never one that claims a
//   host: a tenant with a host is reached through its hosts alone.
// - A disabled tenant's requests answer 403 "This portal is not available" (a plain page to a
//   browser), except the operator's route and the health checks, which belong to the deployment.

export interface RequestTenant {
  /** The tenant signed-out calls act on. */
  id: number;
  /** Picked by a host that this tenant claims. */
  byHost: boolean;
  /** May a session (or a feed address, a link) of `tenantId` act through this request? */
  admits(tenantId: number): boolean;
}

declare module 'fastify' {
  interface FastifyRequest { tenant: RequestTenant | null }
}

/** Paths of the deployment rather than of a tenant: served whatever tenant the host names. */
const DEPLOYMENT_PATHS = /^\/(operator|healthz|readyz|integrations)(\/|\?|$)/;
/** Paths a browser does not show as a page. */
const API_PATHS = /^\/(api|gapi|sanctum|integrations|upload|delete|dev|files|themes|brand|calendar|operator)(\/|\?|$)/;

/** `X-Tenant-Id` as the SPA sends it (its `?brand=`), or null. */
function namedTenant(req: FastifyRequest): number | null {
  const raw = req.headers['x-tenant-id'];
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export function resolveTenant(req: FastifyRequest, directory: TenantDirectory, config: Config): RequestTenant {
  const claimed = directory.tenantOfHost(requestHost(req.host));
  if (claimed !== null) return { id: claimed, byHost: true, admits: (t) => t === claimed };
  const named = namedTenant(req);
  const hostless = (t: number) => t === config.defaultTenantId || directory.hostsOf(t).length === 0;
  return {
    id: named !== null && hostless(named) ? named : config.defaultTenantId,
    byHost: false,
    admits: (t) => hostless(t) && !directory.isDisabled(t),
  };
}

const UNAVAILABLE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8">'
  + `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${MESSAGES.portalUnavailable}</title></head>`
  + `<body><h1>${MESSAGES.portalUnavailable}</h1></body></html>`;

function unavailable(req: FastifyRequest, reply: FastifyReply) {
  reply.code(403).header('cache-control', 'no-store');
  const page = (req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(req.url) && (req.headers.accept ?? '').includes('text/html');
  if (page) return reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
  return reply.send({ status: 403, error: MESSAGES.portalUnavailable, message: MESSAGES.portalUnavailable });
}

/** The first hook of every request: its tenant, and the 403 of a disabled one. */
export function installRequestTenant(app: FastifyInstance, directory: TenantDirectory, config: Config) {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (req, reply) => {
    const tenant = resolveTenant(req, directory, config);
    req.tenant = tenant;
    if (directory.isDisabled(tenant.id) && !DEPLOYMENT_PATHS.test(req.url)) return unavailable(req, reply);
  });
}

/** The tenant a request speaks to (installRequestTenant ran first for every request). */
export const requestTenant = (req: FastifyRequest, config: Config): RequestTenant =>
  req.tenant ?? { id: config.defaultTenantId, byHost: false, admits: (t) => t === config.defaultTenantId };
