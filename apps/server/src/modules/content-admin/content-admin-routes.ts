import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AcademyCourseBody, AcademyCourseUpdateBody, AcademyLessonBody, AcademyLessonOrderBody, AcademyLessonUpdateBody, CONTENT_MESSAGES,
  IdeaBody, IdeaCategoryBody, IdeaCategoryUpdateBody, IdeaUpdateBody,
} from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { normalisePhoto, readPhotoForm } from '../profile/profile-photo.ts';
import { academyAdminService } from './academy-admin-service.ts';
import { ideaAdminService } from './idea-admin-service.ts';

type Ids = { Params: { id: string; lessonId?: string } };
const C = '/api/v1/coach/academy/courses/:id';
const L = `${C}/lessons/:lessonId`;
const I = '/api/v1/coach/idea-bank';
/** Course and idea pictures are drawn 16:9 on the client's cards and pages. */
const CONTENT_IMAGE = { width: 1280, height: 720 };
const STORED = '/files/';
/** Pictures this module stored: each belongs to one course or idea (the seed's shared pictures live elsewhere). */
const OWN = `${STORED}content/`;

// Issue 12 (docs/api.md "Coach: content"): the tenant's business academy and idea bank, edited by
// its coaches and admins (ctx.staff: a client gets 403); another tenant's rows are 404.
export async function contentAdminRoutes(app: FastifyInstance, { deps, staff }: ModuleContext) {
  const academy = academyAdminService(deps.db);
  const bank = ideaAdminService(deps.db);
  const caller = (req: FastifyRequest) => authOf(req).user;
  const lessonOf = (req: FastifyRequest<Ids>) => [pathId(req.params.id), pathId(req.params.lessonId)] as const;

  /** Drops a picture this module stored; any other (the seed's, shared by several ideas) is left alone. */
  const dropStored = async (req: FastifyRequest, url: string | null | undefined) => {
    if (!url?.startsWith(OWN)) return;
    await deps.storage.remove(url.slice(STORED.length)).catch((err) => req.log.warn({ err }, 'old content picture not removed'));
  };
  /** Reads, checks and re-encodes the uploaded picture, stores it and hands its URL to `use`. */
  async function upload<R>(req: FastifyRequest, use: (url: string) => Promise<R>): Promise<R> {
    const form = await readPhotoForm(req);
    if (!form.file?.length) throw invalid({ file: [CONTENT_MESSAGES.noPicture] });
    const key = newStorageKey('content', 'webp', caller(req).tenantId);
    await deps.storage.put(key, await normalisePhoto(form.file, CONTENT_IMAGE));
    return use(`${STORED}${key}`).catch(async (err: unknown) => {
      await deps.storage.remove(key);
      throw err;
    });
  }

  // Business academy: courses.
  app.get('/api/v1/coach/academy/courses', staff, async (req, reply) => ok(reply, await academy.list(caller(req))));
  app.post('/api/v1/coach/academy/courses', staff, async (req, reply) =>
    ok(reply, await academy.create(caller(req), parse(AcademyCourseBody, req.body)), 201));
  app.get<Ids>(C, staff, async (req, reply) => ok(reply, await academy.detail(caller(req), pathId(req.params.id))));
  app.post<Ids>(C, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    return ok(reply, await academy.update(caller(req), id, parse(AcademyCourseUpdateBody, req.body)));
  });
  app.post<Ids>(`${C}/image`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    await academy.detail(caller(req), id);
    const { course, previous } = await upload(req, (url) => academy.setImage(caller(req), id, url));
    await dropStored(req, previous);
    return ok(reply, course);
  });
  app.post<Ids>(`${C}/delete`, staff, async (req, reply) => {
    const { id, image } = await academy.remove(caller(req), pathId(req.params.id));
    await dropStored(req, image);
    return ok(reply, { id });
  });

  // Business academy: the lessons of a course, in order.
  app.post<Ids>(`${C}/lessons`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    return ok(reply, await academy.createLesson(caller(req), id, parse(AcademyLessonBody, req.body)), 201);
  });
  app.post<Ids>(`${C}/lessons/order`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    return ok(reply, await academy.reorder(caller(req), id, parse(AcademyLessonOrderBody, req.body).lesson_ids));
  });
  app.get<Ids>(L, staff, async (req, reply) => ok(reply, await academy.lesson(caller(req), ...lessonOf(req))));
  app.post<Ids>(L, staff, async (req, reply) => {
    const [c, l] = lessonOf(req);
    return ok(reply, await academy.updateLesson(caller(req), c, l, parse(AcademyLessonUpdateBody, req.body)));
  });
  app.post<Ids>(`${L}/delete`, staff, async (req, reply) => ok(reply, await academy.removeLesson(caller(req), ...lessonOf(req))));

  // Idea bank: categories and ideas.
  app.get(I, staff, async (req, reply) => ok(reply, await bank.bank(caller(req))));
  app.post(`${I}/categories`, staff, async (req, reply) =>
    ok(reply, await bank.createCategory(caller(req), parse(IdeaCategoryBody, req.body)), 201));
  app.post<Ids>(`${I}/categories/:id`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    return ok(reply, await bank.updateCategory(caller(req), id, parse(IdeaCategoryUpdateBody, req.body)));
  });
  app.post<Ids>(`${I}/categories/:id/delete`, staff, async (req, reply) => ok(reply, await bank.removeCategory(caller(req), pathId(req.params.id))));
  app.post(`${I}/ideas`, staff, async (req, reply) => ok(reply, await bank.createIdea(caller(req), parse(IdeaBody, req.body)), 201));
  app.get<Ids>(`${I}/ideas/:id`, staff, async (req, reply) => ok(reply, await bank.idea(caller(req), pathId(req.params.id))));
  app.post<Ids>(`${I}/ideas/:id`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    return ok(reply, await bank.updateIdea(caller(req), id, parse(IdeaUpdateBody, req.body)));
  });
  app.post<Ids>(`${I}/ideas/:id/image`, staff, async (req, reply) => {
    const id = pathId(req.params.id);
    await bank.idea(caller(req), id);
    const { idea, previous } = await upload(req, (url) => bank.setImage(caller(req), id, url));
    await dropStored(req, previous);
    return ok(reply, idea);
  });
  app.post<Ids>(`${I}/ideas/:id/delete`, staff, async (req, reply) => {
    const { id, images } = await bank.removeIdea(caller(req), pathId(req.params.id));
    for (const url of images) await dropStored(req, url);
    return ok(reply, { id });
  });
}
