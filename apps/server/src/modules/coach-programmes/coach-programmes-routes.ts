import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddMemberBody, CandidateQuery, CoachGroupBody, CoachGroupUpdateBody, CoachLessonBody, CoachLessonUpdateBody, LessonAccessBody,
  LessonMeetingBody, LessonOrderBody, LessonResourcesBody, MemberPaymentBody,
} from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { attachmentDisposition } from '../files/download-headers.ts';
import { normalisePhoto, readPhotoForm } from '../profile/profile-photo.ts';
import { groupAccessOverview } from './access-overview.ts';
import { groupService } from './group-service.ts';
import { insightCsv } from './insight-csv.ts';
import { insightService } from './insight-service.ts';
import { lessonPartsService } from './lesson-parts.ts';
import { lessonService } from './lesson-service.ts';
import { memberService } from './member-service.ts';
import { groupNotices } from './group-notices.ts';

type Ids = { Params: { id: string; lessonId?: string; meetingId?: string; userId?: string } };
const G = '/api/v1/coach/groups/:id';
const L = `${G}/lessons/:lessonId`;
/** A group picture is drawn 16:9 on the client's cards and pages. */
const GROUP_IMAGE = { width: 1280, height: 720 };

// Issue 12 Programmes (docs/api.md "Coach: programmes"): coaches and admins only (ctx.staff: a
// client gets 403); inside, the services answer 404 for a group or lesson the caller does not lead.
export async function coachProgrammesRoutes(app: FastifyInstance, { deps, sessions, staff }: ModuleContext) {
  const { db } = deps;
  const groupsSvc = groupService(db, (tenantId) => deps.tenants.currencyOf(tenantId));
  const lessonsSvc = lessonService(db, deps.now);
  const parts = lessonPartsService(db, lessonsSvc);
  const members = memberService(db, deps.now, groupNotices(deps));
  const insights = insightService(db, deps.now);
  const caller = (req: FastifyRequest) => authOf(req).user;
  const ids = (req: FastifyRequest<Ids>) => ({
    group: pathId(req.params.id),
    lesson: () => pathId(req.params.lessonId),
  });

  app.get('/api/v1/coach/groups', staff, async (req, reply) => ok(reply, await groupsSvc.list(caller(req))));
  app.post('/api/v1/coach/groups', staff, async (req, reply) =>
    ok(reply, await groupsSvc.create(caller(req), parse(CoachGroupBody, req.body)), 201));
  app.get('/api/v1/coach/resource-types', staff, async (_req, reply) => ok(reply, await parts.resourceTypes()));

  app.get<Ids>(G, staff, async (req, reply) => ok(reply, await groupsSvc.get(caller(req), ids(req).group)));
  app.post<Ids>(G, staff, async (req, reply) => {
    const id = ids(req).group;
    return ok(reply, await groupsSvc.update(caller(req), id, parse(CoachGroupUpdateBody, req.body)));
  });

  app.post<Ids>(`${G}/image`, staff, async (req, reply) => {
    const user = caller(req);
    const id = ids(req).group;
    await groupsSvc.get(user, id);
    const form = await readPhotoForm(req);
    if (!form.file?.length) throw invalid({ file: ['Choose a picture to upload.'] });
    const key = newStorageKey('programmes', 'webp', user.tenantId);
    await deps.storage.put(key, await normalisePhoto(form.file, GROUP_IMAGE));
    const { group, previous } = await groupsSvc.setImage(user, id, `/files/${key}`).catch(async (err) => {
      await deps.storage.remove(key);
      throw err;
    });
    if (previous?.startsWith('/files/') && !(await groupsSvc.imageInUse(user.tenantId, previous))) {
      await deps.storage.remove(previous.slice('/files/'.length)).catch((err) => req.log.warn({ err }, 'old group picture not removed'));
    }
    return ok(reply, group);
  });

  // Lessons, in order.
  app.get<Ids>(`${G}/lessons`, staff, async (req, reply) => ok(reply, await lessonsSvc.list(caller(req), ids(req).group)));
  app.post<Ids>(`${G}/lessons`, staff, async (req, reply) => {
    const id = ids(req).group;
    return ok(reply, await lessonsSvc.create(caller(req), id, parse(CoachLessonBody, req.body)), 201);
  });
  app.post<Ids>(`${G}/lessons/order`, staff, async (req, reply) => {
    const id = ids(req).group;
    return ok(reply, await lessonsSvc.reorder(caller(req), id, parse(LessonOrderBody, req.body).lesson_ids));
  });
  app.get<Ids>(L, staff, async (req, reply) => ok(reply, await parts.get(caller(req), ids(req).group, ids(req).lesson())));
  app.post<Ids>(L, staff, async (req, reply) => {
    const [g, l] = [ids(req).group, ids(req).lesson()];
    return ok(reply, await lessonsSvc.update(caller(req), g, l, parse(CoachLessonUpdateBody, req.body)));
  });
  app.post<Ids>(`${L}/delete`, staff, async (req, reply) => ok(reply, await lessonsSvc.remove(caller(req), ids(req).group, ids(req).lesson())));
  app.post<Ids>(`${L}/resources`, staff, async (req, reply) => {
    const [g, l] = [ids(req).group, ids(req).lesson()];
    return ok(reply, await parts.setResources(caller(req), g, l, parse(LessonResourcesBody, req.body).resources));
  });
  app.post<Ids>(`${L}/meetings`, staff, async (req, reply) => {
    const [g, l] = [ids(req).group, ids(req).lesson()];
    return ok(reply, await parts.addMeeting(caller(req), g, l, parse(LessonMeetingBody, req.body)), 201);
  });
  app.post<Ids>(`${L}/meetings/:meetingId`, staff, async (req, reply) => {
    const [g, l, m] = [ids(req).group, ids(req).lesson(), pathId(req.params.meetingId)];
    return ok(reply, await parts.updateMeeting(caller(req), g, l, m, parse(LessonMeetingBody, req.body)));
  });
  app.post<Ids>(`${L}/meetings/:meetingId/delete`, staff, async (req, reply) => {
    const [g, l, m] = [ids(req).group, ids(req).lesson(), pathId(req.params.meetingId)];
    return ok(reply, await parts.removeMeeting(caller(req), g, l, m));
  });
  app.post<Ids>(`${L}/access`, staff, async (req, reply) => {
    const [g, l] = [ids(req).group, ids(req).lesson()];
    const body = parse(LessonAccessBody, req.body);
    return ok(reply, await members.setAccess(caller(req), g, l, body.open, body.user_id));
  });

  // Who can open each lesson now, and why not (access-overview.ts).
  app.get<Ids>(`${G}/access`, staff, async (req, reply) => ok(reply, await groupAccessOverview(db, caller(req), ids(req).group)));

  // Members.
  app.get<Ids>(`${G}/members`, staff, async (req, reply) => ok(reply, await members.list(caller(req), ids(req).group)));
  app.get<Ids>(`${G}/candidates`, staff, async (req, reply) => {
    const id = ids(req).group;
    return ok(reply, await members.candidates(caller(req), id, parse(CandidateQuery, req.query).q));
  });
  app.post<Ids>(`${G}/members`, staff, async (req, reply) => {
    const id = ids(req).group;
    const added = await members.add(caller(req), id, parse(AddMemberBody, req.body));
    // the client's menu may now show My Groups: their sessions' cached copy is dropped
    sessions.refreshUser(added.client.id);
    return ok(reply, added.members, 201);
  });
  app.post<Ids>(`${G}/members/:userId/remove`, staff, async (req, reply) => {
    const [g, u] = [ids(req).group, pathId(req.params.userId)];
    return ok(reply, await members.remove(caller(req), g, u));
  });

  // A payment made outside the portal, or back to payment due; like every staff write it forgets the
  // tenant's kept replies (http/writes-forget-reads.ts), so the member's page shows it at once.
  app.post<Ids>(`${G}/members/:userId/payment`, staff, async (req, reply) => {
    const [g, u] = [ids(req).group, pathId(req.params.userId)];
    return ok(reply, await members.setPaid(caller(req), g, u, parse(MemberPaymentBody, req.body).paid));
  });

  // Insight.
  app.get<Ids>(`${G}/insight`, staff, async (req, reply) => ok(reply, (await insights.insight(caller(req), ids(req).group)).insight));
  app.get<Ids>(`${G}/insight.csv`, staff, async (req, reply) => {
    const { group, insight } = await insights.insight(caller(req), ids(req).group);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(`${group.slug}-insight.csv`))
      .header('cache-control', 'private, no-store').send(insightCsv(insight));
  });
}
