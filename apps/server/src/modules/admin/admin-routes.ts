import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StaffCreateBody, StaffRoleBody, TenantSettingsBody, THEME_FAVICON_MAX_BYTES, THEME_LOGO_MAX_BYTES, ThemeSaveBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { readUploadForm } from '../files/upload-form.ts';
import { settingsService } from './settings-service.ts';
import { staffService } from './staff-service.ts';
import type { AssetKind } from './theme-files.ts';
import { checkThemeImage } from './theme-image.ts';
import { themeService } from './theme-service.ts';

type IdParams = { Params: { id: string } };
const UPLOAD_LIMIT: Record<AssetKind, number> = { logo: THEME_LOGO_MAX_BYTES, favicon: THEME_FAVICON_MAX_BYTES };

/**
 * Issue 12, the tenant's side: its brand (spec §1 theme), its settings (issue 23) and its coaches and admins. Admins only
 * (`ctx.admin`: a coach or a client gets 403); everything acts on the caller's own tenant.
 */
export async function adminRoutes(app: FastifyInstance, { deps, sessions, admin }: ModuleContext) {
  const themes = themeService(deps);
  const staff = staffService(deps, sessions);
  const settings = settingsService(deps);
  const caller = (req: FastifyRequest) => authOf(req).user;

  app.get('/api/v1/admin/theme', admin, async (req, reply) => ok(reply, await themes.current(caller(req).tenantId)));

  app.post('/api/v1/admin/theme', admin, async (req, reply) =>
    ok(reply, await themes.save(caller(req).tenantId, parse(ThemeSaveBody, req.body))));

  for (const kind of ['logo', 'favicon'] as const) {
    app.post(`/api/v1/admin/theme/${kind}`, admin, async (req, reply) => {
      const form = await readUploadForm(req, { fileField: 'file', maxFileBytes: UPLOAD_LIMIT[kind], maxFiles: 1 });
      const [file] = form.files;
      if (!file) throw invalid({ file: [`Choose a ${kind} to upload.`] });
      const image = await checkThemeImage(kind, file.name, file.data);
      return ok(reply, await themes.setAsset(caller(req).tenantId, kind, image));
    });
  }

  // Issue 23: the tenant's mail sender name, support address, currency and time zone.
  app.get('/api/v1/admin/settings', admin, async (req, reply) => ok(reply, await settings.current(caller(req).tenantId)));

  app.put('/api/v1/admin/settings', admin, async (req, reply) =>
    ok(reply, await settings.save(caller(req).tenantId, parse(TenantSettingsBody, req.body))));

  app.get('/api/v1/admin/staff', admin, async (req, reply) => ok(reply, await staff.list(caller(req))));

  app.post('/api/v1/admin/staff', admin, async (req, reply) =>
    ok(reply, await staff.create(caller(req), parse(StaffCreateBody, req.body)), 201));

  app.post<IdParams>('/api/v1/admin/staff/:id/role', admin, async (req, reply) => {
    const { role_id: roleId } = parse(StaffRoleBody, req.body);
    return ok(reply, await staff.setRole(caller(req), pathId(req.params.id), roleId));
  });

  app.post<IdParams>('/api/v1/admin/staff/:id/deactivate', admin, async (req, reply) =>
    ok(reply, await staff.deactivate(caller(req), pathId(req.params.id))));

  app.post<IdParams>('/api/v1/admin/staff/:id/reactivate', admin, async (req, reply) =>
    ok(reply, await staff.reactivate(caller(req), pathId(req.params.id))));
}
