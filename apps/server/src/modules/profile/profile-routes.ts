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
  const present = (req: FastifyRequest, found: UserWithCompany) => {
    sessions.refreshUser(found.user.id);
    return presentUser(found.user, found.company, bearerToken(req) ?? '');
  };

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
    assertSelf(user, decodeOwnerId(parse(ProfilePhotoFields, form.fields).id));
    if (!form.file?.length) throw invalid({ file: ['Choose a picture to upload.'] });
    const key = newStorageKey('avatars', 'webp');
    await deps.storage.put(key, await normalisePhoto(form.file));
    const { user: updated, previous } = await profiles.setPhoto(user, key).catch(async (err) => {
      await deps.storage.remove(key);
      throw err;
    });
    if (previous && previous !== key) {
      await deps.storage.remove(previous).catch((err) => req.log.warn({ err }, 'old profile picture not removed'));
    }
    return ok(reply, present(req, updated));
  });
}
