import { and, asc, eq, ilike, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  COACH_PROGRAMME_MESSAGES, LESSON_ACCESS_ALLOWED, type AddMemberBody, type CoachMember, type LessonAccessReply, type MemberCandidate,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lessons, memberGroupLessons as mgl, ROLE, userGroups, users, type GroupRow, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { notFound, ownGroup, ownLesson } from './group-access.ts';
import type { GroupNotices } from './group-notices.ts';

// Issue 12 Programmes: who is in a group, what they paid, how far they are, and which lessons are
// open for them. A coach adds only their own clients (an admin any client of the tenant); anyone
// else is 404. Joining gives the member a closed copy of every lesson (member_group_lessons).

const MEMBER_NOT_FOUND = 'This member was not found.';
const CLIENT_NOT_FOUND = 'This client was not found.';

// Outer columns are written in full (see programmes/programme-repo.ts).
const lessonsDone = sql<number>`(select count(*)::int from "lesson_analytics" la
  join "lessons" l on l.id = la.lesson_id and l.published
  where la.user_group_id = "user_groups"."id" and la.user_id = "user_groups"."user_id" and la.post_meeting)`;
const openLessonIds = sql<number[]>`(select coalesce(json_agg(m.lesson_id order by m.lesson_order), '[]'::json)
  from "member_group_lessons" m where m.user_group_id = "user_groups"."id" and m.lesson_access = ${LESSON_ACCESS_ALLOWED})`;

/** The caller's clients: a coach's own, an admin's whole tenant; never a deactivated account. */
function clientsOf(caller: UserRow): SQL {
  const scope = [eq(users.tenantId, caller.tenantId), eq(users.roleId, ROLE.client), isNull(users.deactivatedAt)];
  if (caller.roleId !== ROLE.admin) scope.push(eq(users.coachId, caller.id));
  return and(...scope)!;
}

const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function memberService(db: Db, now: () => Date, notices?: GroupNotices) {
  async function list(group: GroupRow): Promise<CoachMember[]> {
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(and(eq(lessons.groupId, group.id), eq(lessons.published, true)));
    const rows = await db.select({ ug: userGroups, user: { firstName: users.firstName, lastName: users.lastName, email: users.email }, lessonsDone, openLessonIds })
      .from(userGroups).innerJoin(users, eq(users.id, userGroups.userId))
      .where(and(eq(userGroups.groupId, group.id), eq(userGroups.tenantId, group.tenantId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(userGroups.id));
    return rows.map(({ ug, user, ...r }) => ({
      user_id: ug.userId, user_group_id: ug.id, first_name: user.firstName, last_name: user.lastName, email: user.email,
      status: ug.status, price: ug.price ?? group.price, paid_at: ug.paidAt?.toISOString() ?? null, payment_reference: ug.stripeId,
      joined_at: ug.createdAt.toISOString(), lessons_done: r.lessonsDone, lessons_total: total?.n ?? 0, open_lesson_ids: r.openLessonIds.map(Number),
    }));
  }

  async function membership(group: GroupRow, userId: number) {
    const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, group.id), eq(userGroups.userId, userId))).limit(1);
    if (!ug) throw notFound(MEMBER_NOT_FOUND);
    return ug;
  }

  return {
    async list(caller: UserRow, groupId: number) {
      return list(await ownGroup(db, caller, groupId));
    },

    /** The caller's clients not yet in the group, by name or email; at most 20. */
    async candidates(caller: UserRow, groupId: number, q: string | undefined): Promise<MemberCandidate[]> {
      const group = await ownGroup(db, caller, groupId);
      const search = q ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeAny(q)), ilike(users.email, likeAny(q))) : undefined;
      const outside = notExists(db.select({ one: sql`1` }).from(userGroups).where(and(eq(userGroups.groupId, group.id), eq(userGroups.userId, users.id))));
      return db.select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email }).from(users)
        .where(and(clientsOf(caller), outside, search)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(20);
    },

    /** Adds one of the caller's clients; answers the client too, so the route can refresh their session. */
    async add(caller: UserRow, groupId: number, body: z.output<typeof AddMemberBody>): Promise<{ members: CoachMember[]; client: UserRow }> {
      const group = await ownGroup(db, caller, groupId);
      const [client] = await db.select().from(users).where(and(eq(users.id, body.user_id), clientsOf(caller))).limit(1);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      const status = body.status ?? (Number(group.price ?? 0) > 0 ? 'unpaid' : 'active');
      const brand = await notices?.brand(group.tenantId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [ug] = await tx.insert(userGroups).values({
          tenantId: group.tenantId, userId: client.id, groupId: group.id, coachId: group.coachId, price: group.price, status,
        }).onConflictDoNothing({ target: [userGroups.userId, userGroups.groupId] }).returning();
        if (!ug) throw invalid({ user_id: [COACH_PROGRAMME_MESSAGES.alreadyMember] });
        const all = await tx.select({ id: lessons.id, order: lessons.lessonOrder }).from(lessons).where(eq(lessons.groupId, group.id));
        if (all.length) {
          await tx.insert(mgl).values(all.map((l) => ({
            tenantId: group.tenantId, userGroupId: ug.id, userId: client.id, groupId: group.id, lessonId: l.id, lessonOrder: l.order, lessonAccess: 0,
          })));
        }
        // the group shows in the client's menu (spec §2: My Groups needs group_coaching)
        if (!client.groupCoaching) await tx.update(users).set({ groupCoaching: true }).where(eq(users.id, client.id));
        if (notices && brand) await notices.joined(tx, group, client, brand);
      });
      notices?.announce([client.id]);
      return { members: await list(group), client };
    },

    /** Removes a member with their lesson copies and work; one who has paid stays (422). */
    async remove(caller: UserRow, groupId: number, userId: number): Promise<CoachMember[]> {
      const group = await ownGroup(db, caller, groupId);
      const ug = await membership(group, userId);
      if (ug.paidAt) throw invalid({ user_id: [COACH_PROGRAMME_MESSAGES.paidMember] });
      await db.delete(userGroups).where(eq(userGroups.id, ug.id));
      return list(group);
    },

    /**
     * Records a payment made outside the portal (status active, paid_at now; a member already paid
     * keeps their date), or puts the member back to payment due (status unpaid, paid_at cleared), so
     * they pay in the portal. A card payment made in the portal is the provider's record: it is not
     * undone here (422), nor is a member asked to pay for a group without a price.
     */
    async setPaid(caller: UserRow, groupId: number, userId: number, paid: boolean): Promise<CoachMember[]> {
      const group = await ownGroup(db, caller, groupId);
      const ug = await membership(group, userId);
      if (paid) {
        if (!ug.paidAt || ug.status === 'unpaid') {
          await db.update(userGroups).set({ status: ug.status === 'completed' ? 'completed' : 'active', paidAt: ug.paidAt ?? now() })
            .where(eq(userGroups.id, ug.id));
        }
        return list(group);
      }
      if (ug.stripeId) throw invalid({ paid: [COACH_PROGRAMME_MESSAGES.cardPayment] });
      if (!(Number(ug.price ?? group.price ?? 0) > 0)) throw invalid({ paid: [COACH_PROGRAMME_MESSAGES.noPrice] });
      await db.update(userGroups).set({ status: 'unpaid', paidAt: null }).where(eq(userGroups.id, ug.id));
      return list(group);
    },

    /** Opens (lesson_access 1) or closes (0) a lesson for every member, or for the one named. */
    async setAccess(caller: UserRow, groupId: number, lessonId: number, open: boolean, userId: number | undefined): Promise<LessonAccessReply> {
      const { group, lesson } = await ownLesson(db, caller, groupId, lessonId);
      const scope = [eq(mgl.lessonId, lesson.id), eq(mgl.groupId, group.id)];
      if (userId !== undefined) scope.push(eq(mgl.userGroupId, (await membership(group, userId)).id));
      if (open && notices) {
        // Those it opens for now (not those who had it open) are told, with the change.
        const brand = await notices.brand(group.tenantId);
        const openedFor = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const rows = await tx.update(mgl).set({ lessonAccess: LESSON_ACCESS_ALLOWED })
            .where(and(...scope, ne(mgl.lessonAccess, LESSON_ACCESS_ALLOWED))).returning({ userId: mgl.userId, userGroupId: mgl.userGroupId });
          await notices.opened(tx, group, lesson, rows, brand);
          return rows.map((r) => r.userId);
        });
        notices.announce(openedFor);
      } else {
        await db.update(mgl).set({ lessonAccess: open ? LESSON_ACCESS_ALLOWED : 0 }).where(and(...scope));
      }
      const [row] = await db.select({
        open: sql<number>`count(*) filter (where ${mgl.lessonAccess} = ${LESSON_ACCESS_ALLOWED})::int`, all: sql<number>`count(*)::int`,
      }).from(mgl).where(and(eq(mgl.lessonId, lesson.id), eq(mgl.groupId, group.id)));
      return { lesson_id: lesson.id, open_count: row?.open ?? 0, member_count: row?.all ?? 0 };
    },
  };
}
