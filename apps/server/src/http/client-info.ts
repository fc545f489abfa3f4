import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The tenant a signed-out request speaks to: `X-Tenant-Id` (the SPA's brand) or the default. */
export function tenantOf(req: FastifyRequest, config: Config): number {
  const raw = req.headers['x-tenant-id'];
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : config.defaultTenantId;
}
