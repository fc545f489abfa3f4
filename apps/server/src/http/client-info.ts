import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { requestTenant } from './request-tenant.ts';

/**
 * The tenant a signed-out request speaks to: the one that claims the request's host; on the
 * deployment's own address the default, or a tenant without hosts named by `X-Tenant-Id` (the SPA's
 * `?brand=`). Issue 23, http/request-tenant.ts.
 */
export function tenantOf(req: FastifyRequest, config: Config): number {
  return requestTenant(req, config).id;
}
