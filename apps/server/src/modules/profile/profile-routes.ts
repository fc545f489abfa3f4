import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProfilePhotoFields, ProfileUpdateBody, ProfileUpdateTwoBody } from '@portal/contract';
import { authOf, bearerToken } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { presentUser } from '../users/present-user.ts';
import type { UserWithCompany } from '../users/user-repo.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { normalisePhoto, readPhotoForm } from './profile-photo.ts';
import { assertSelf, decodeOwnerId } from './profile-policy.ts';
import { profileService } from './profile-service.ts';

type IdParams = { Params: { id: string } };

// spec §7 "Auth and account": profile edits and the profile picture. Replies carry the User (§3).
export async function profileRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { deps, sessions, signedIn } = ctx;
  const profiles = profileService(deps);
  // The User of spec §3 and, beside it, the version a later save is based on (issue 8 finding 10).
  const view = (req: FastifyRequest, found: UserWithCompany) =>
    ({ ...presentUser(found.user, found.company, bearerToken(req) ?? ''), updated_at: found.user.updatedAt.toISOString() });
  // after a write, the sessions' cached copy of the user is dropped too
  const present = (req: FastifyRequest, found: UserWithCompany) => {
    sessions.refreshUser(found.user.id);
    return view(req, found);
  };

  // spec §3: the stored user is kept fresh; the app reads the caller's own record on load.
  app.get('/api/v1/students/me', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    return ok(reply, view(req, await profiles.current(user)));
  });

  app.post<IdParams>('/api/v1/students/update/:id', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    assertSelf(user, pathId(req.params.id));
    const body = parse(ProfileUpdateBody, req.body);
    return ok(reply, present(req, await profiles.updateDetails(user, body)));
  });

  app.post<IdParams>('/api/v1/students/updatetwo/:id', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    assertSelf(user, pathId(req.params.id));
    const body = parse(ProfileUpdateTwoBody, req.body);
    return ok(reply, present(req, await profiles.updateOnline(user, body)));
  });

  app.post('/api/v1/student/profilephoto/update', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    const form = await readPhotoForm(req);
    const fields = parse(ProfilePhotoFields, form.fields);
    assertSelf(user, decodeOwnerId(fields.id));
    if (!form.file?.length) throw invalid({ file: ['Choose a picture to upload.'] });
    const key = newStorageKey('avatars', 'webp', user.tenantId);
    await deps.storage.put(key, await normalisePhoto(form.file));
    const { user: updated, previous } = await profiles.setPhoto(user, key, fields.updated_at).catch(async (err) => {
      await deps.storage.remove(key);
      throw err;
    });
    if (previous && previous !== key) {
      await deps.storage.remove(previous).catch((err) => req.log.warn({ err }, 'old profile picture not removed'));
    }
    return ok(reply, present(req, updated));
  });
}
