import type { FastifyInstance } from 'fastify';
import { sendTagged, tagged } from '../../http/etag.ts';
import { mailLogo } from '../../lib/brand-logo.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { readTheme } from '../../lib/tenant-brand.ts';

/**
 * Mail clients (and Gmail's image proxy) fetch the logo again now and then; an hour keeps that cheap,
 * the ETag makes each later check a 304, and a new logo reaches new mails at once through their `?v=`.
 */
const LOGO_CACHING = 'public, max-age=3600';

// Issue 21: the tenant's logo as the PNG its mails show (lib/brand-logo.ts), public as the logo on
// the sign-in page is. A tenant without a logo of its own, or one whose file is no picture, has none
// (404): its mails write its name instead. A theme store that does not answer is a 503.
export async function brandRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  app.get<{ Params: { tenantId: string } }>('/brand/:tenantId/logo.png', async (req, reply) => {
    const { tenantId } = req.params;
    if (!/^[1-9]\d{0,8}$/.test(tenantId)) return reply.callNotFound();
    const theme = await readTheme(deps.themes, Number(tenantId));
    const logo = await mailLogo(deps.themes, Number(tenantId), theme);
    if (!logo) return reply.callNotFound();
    return sendTagged(req, reply.header('cache-control', LOGO_CACHING), tagged(logo.png, 'image/png'));
  });
}
