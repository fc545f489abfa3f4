import type { IResolvers, MercuriusContext } from 'mercurius';
import type { BatchLoaders } from '../../graphql/batch-loaders.ts';
import { idArg, optionalId } from '../../graphql/context.ts';
import type { GraphqlPart } from '../../graphql/register-graphql.ts';
import { selectsAny } from '../../graphql/selection.ts';
import { memberLessons } from '../lessons/lesson-list.ts';
import { groupService, type MemberOut } from './group-service.ts';
import { nextGroupMeetings } from './meeting-reads.ts';
import { presentMeeting, type GroupOut, type UserGroupOut } from './present-group.ts';

// spec §7 GraphQL: member, group, usergroup. Resolvers stay thin; the service holds the rules.
// Lists under them (next meetings, a user group's lessons) are batch-loaded (no N+1), unless the
// usergroup read brought them along.

type Q<T> = Array<{ obj: T }>;

/** What the group page's one-statement read attached (group-service.ts userGroupPage), if it ran. */
const attachedMeeting = (obj: GroupOut | UserGroupOut) => ('_nextMeeting' in obj ? obj._nextMeeting : undefined);

/** The next meeting of each group, in one query for all groups in the response not read already. */
async function nextMeetings(queries: Q<GroupOut | UserGroupOut>, { auth, deps }: MercuriusContext) {
  const ids = [...new Set(queries.filter(({ obj }) => attachedMeeting(obj) === undefined).map(({ obj }) => Number(obj.id)))];
  const byGroup = await nextGroupMeetings(deps.db, auth.user.tenantId, ids, deps.now());
  return queries.map(({ obj }) => {
    const attached = attachedMeeting(obj);
    if (attached !== undefined) return attached;
    const m = byGroup.get(Number(obj.id));
    return m ? presentMeeting(m, obj._unpaid) : null;
  });
}

async function userLessons(queries: Q<UserGroupOut>, { auth, deps }: MercuriusContext) {
  const refs = queries.filter(({ obj }) => obj._userLessons === undefined)
    .map(({ obj }) => ({ id: Number(obj.user_group_id), groupId: Number(obj.id), status: obj.status }));
  const lists = await memberLessons(deps.db, auth.user.tenantId, refs, deps.now());
  return queries.map(({ obj }) => obj._userLessons ?? lists.get(Number(obj.user_group_id)) ?? []);
}

/** A usergroup call asking for these is read in one statement (bench/README.md, "Prepared statements"). */
const READ_WITH_USER_GROUP = new Set(['next_meeting', 'userlessons']);

export function programmesGraphql(): GraphqlPart {
  const resolvers: IResolvers = {
    Query: {
      member: (_root, a: { user_id: string }, { auth, deps }) =>
        groupService(deps.db).member(auth.user, idArg(a.user_id, 'user_id')),
      group: (_root, a: { id: string; user_id?: string; user_group_id?: string }, { auth, deps }) =>
        groupService(deps.db).group(auth.user, {
          id: idArg(a.id, 'id'), userId: optionalId(a.user_id, 'user_id'), userGroupId: optionalId(a.user_group_id, 'user_group_id'),
        }),
      usergroup: (_root, a: { group_id: string; user_group_id: string; user_id?: string }, { auth, deps }, info) => {
        const ids = { groupId: idArg(a.group_id, 'group_id'), userGroupId: idArg(a.user_group_id, 'user_group_id'), userId: optionalId(a.user_id, 'user_id') };
        const service = groupService(deps.db);
        return selectsAny(info, READ_WITH_USER_GROUP) ? service.userGroupPage(auth.user, ids, deps.now()) : service.userGroup(auth.user, ids);
      },
    },
    // Reached only through Query.member, which has already checked the caller may act for the member.
    Member: {
      groups: (m: MemberOut, _a, { auth, deps }) => groupService(deps.db).memberGroups(auth.user, m._userId),
      lessons: (m: MemberOut, _a, { auth, deps }) => groupService(deps.db).memberLessons(auth.user, m._userId),
    },
  };
  const loaders: BatchLoaders = {
    Group: { next_meeting: nextMeetings },
    UserGroup: { next_meeting: nextMeetings, userlessons: userLessons },
  };
  return { resolvers, loaders };
}
