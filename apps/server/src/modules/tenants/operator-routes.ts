import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TenantCreateBody, TenantHostsBody, TenantMailFromBody } from '@portal/contract';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { safeEqual } from '../../lib/secrets.ts';
import { dataDirSecret } from '../../platform/data-dir-secret.ts';
import { tenantAdmin } from './tenant-admin.ts';

/** The file in DATA_DIR/secrets whose secret the operator's command sends (tenant-cli.ts). */
export const OPERATOR_SECRET = 'operator';
/** The route's prefix; the site answers nothing else under it (site-routes.ts). */
export const OPERATOR_PATH = '/operator/v1/tenants';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

type IdParams = { Params: { id: string } };

/**
 * Issue 23 (docs/api.md "Operator"): the embedded database opens in the server's process only, so
 * there `npm run tenant -- …` asks the running server to do it. Only a caller on this machine that
 * holds the secret of DATA_DIR/secrets/operator — readable by the server's user alone — gets in;
 * anyone else gets the same 404 as a path that does not exist. No tenant's session counts here,
 * and the host does not matter (http/request-tenant.ts lets these paths through on a disabled
 * tenant's host).
 */
export async function operatorRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  const secret = dataDirSecret(deps.config.dataDir, OPERATOR_SECRET);
  const tenants = tenantAdmin(deps);

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest) => {
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Operator ') ? header.slice(9).trim() : '';
      if (!LOOPBACK.test(req.socket.remoteAddress ?? '') || !given || !safeEqual(given, secret)) throw new HttpError(404, 'Not found.');
    });
    scope.get(OPERATOR_PATH, async (_req, reply) => ok(reply, await tenants.list()));
    scope.post(OPERATOR_PATH, async (req, reply) => ok(reply, await tenants.create(parse(TenantCreateBody, req.body)), 201));
    scope.post<IdParams>(`${OPERATOR_PATH}/:id/hosts`, async (req, reply) =>
      ok(reply, await tenants.setHosts(pathId(req.params.id), parse(TenantHostsBody, req.body ?? {}))));
    scope.post<IdParams>(`${OPERATOR_PATH}/:id/mail-from`, async (req, reply) =>
      ok(reply, await tenants.setMailFrom(pathId(req.params.id), parse(TenantMailFromBody, req.body ?? {}))));
    scope.post<IdParams>(`${OPERATOR_PATH}/:id/disable`, async (req, reply) => ok(reply, await tenants.disable(pathId(req.params.id))));
    scope.post<IdParams>(`${OPERATOR_PATH}/:id/enable`, async (req, reply) => ok(reply, await tenants.enable(pathId(req.params.id))));
  });
}
