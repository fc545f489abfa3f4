import type { IResolvers, MercuriusContext } from 'mercurius';
import type { BatchLoaders } from '../../graphql/batch-loaders.ts';
import type { ManageAnalyticsInput } from '@portal/contract';
import { idArg, optionalId } from '../../graphql/context.ts';
import type { GraphqlPart } from '../../graphql/register-graphql.ts';
import { findGroups } from '../programmes/programme-repo.ts';
import { presentGroup } from '../programmes/present-group.ts';
import { analyticsService } from './analytics-service.ts';
import { lessonService } from './lesson-service.ts';
import { meetingService } from './meeting-service.ts';
import type { UserLessonOut } from './present-lesson.ts';

// spec §7 GraphQL: userlesson, analyticsSearch, lessonMeetingSearch, manageAnalytics. The services
// check ownership; a lesson's resources, next lesson and group are batch-loaded (no N+1).

type Q = Array<{ obj: UserLessonOut }>;
type Ids = { group_id: string; user_group_id: string; lesson_id: string; user_id: string };
const analyticsIds = (a: Ids) => ({
  groupId: idArg(a.group_id, 'group_id'), userGroupId: idArg(a.user_group_id, 'user_group_id'),
  lessonId: idArg(a.lesson_id, 'lesson_id'), userId: idArg(a.user_id, 'user_id'),
});

const loaders: BatchLoaders = {
  UserLesson: {
    // A locked lesson has no resources (see present-lesson.ts).
    async resources(queries: Q, { auth, deps }: MercuriusContext) {
      const open = queries.filter((q) => q.obj.lesson_access === 1).map((q) => Number(q.obj.id));
      const byLesson = await lessonService(deps.db, deps.now).resources(auth.user.tenantId, [...new Set(open)]);
      return queries.map((q) => (q.obj.lesson_access === 1 ? byLesson.get(Number(q.obj.id)) ?? [] : []));
    },
    async next_lesson(queries: Q, { auth, deps }: MercuriusContext) {
      const ids = queries.map((q) => q.obj._nextLessonId).filter((id): id is number => id !== null);
      const byId = await lessonService(deps.db, deps.now).nextLessons(auth.user.tenantId, [...new Set(ids)]);
      return queries.map((q) => (q.obj._nextLessonId === null ? null : byId.get(q.obj._nextLessonId) ?? null));
    },
    async group(queries: Q, { auth, deps }: MercuriusContext) {
      const byId = await findGroups(deps.db, auth.user.tenantId, [...new Set(queries.map((q) => Number(q.obj.group_id)))]);
      return queries.map(({ obj }) => {
        const g = byId.get(Number(obj.group_id))!;
        return presentGroup(g.group, g.totalLessons, Number(obj.user_group_id), obj._unpaid);
      });
    },
  },
};

export function lessonsGraphql(): GraphqlPart {
  const resolvers: IResolvers = {
    Query: {
      userlesson: (_root, a: Omit<Ids, 'user_id'> & { user_id?: string }, { auth, deps }) =>
        lessonService(deps.db, deps.now).userLesson(auth.user, {
          groupId: idArg(a.group_id, 'group_id'), userGroupId: idArg(a.user_group_id, 'user_group_id'),
          lessonId: idArg(a.lesson_id, 'lesson_id'), userId: optionalId(a.user_id, 'user_id'),
        }),
      analyticsSearch: (_root, a: Ids, { auth, deps }) =>
        analyticsService(deps.db, deps.now).search(auth.user, analyticsIds(a)),
      lessonMeetingSearch: (_root, a: { group_id: string; lesson_id?: string; coach_id?: string; user_group_id?: string }, { auth, deps }) =>
        meetingService(deps.db).search(auth.user, {
          groupId: idArg(a.group_id, 'group_id'), lessonId: optionalId(a.lesson_id, 'lesson_id'),
          coachId: optionalId(a.coach_id, 'coach_id'), userGroupId: optionalId(a.user_group_id, 'user_group_id'),
        }),
    },
    Mutation: {
      async manageAnalytics(_root, a: Ids & ManageAnalyticsInput, { auth, deps }) {
        const { group_id: _g, user_group_id: _ug, lesson_id: _l, user_id: _u, ...input } = a;
        const data = await analyticsService(deps.db, deps.now).manage(auth.user, analyticsIds(a), input);
        return { success: true, message: 'Lesson analytics saved.', data };
      },
    },
  };
  return { resolvers, loaders };
}
