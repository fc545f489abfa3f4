import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLIENT_PAGE_LIMITS, type ClientFocusArea, type ClientGroup, type ClientLessonAnalytics, type ClientOverview, type CoachClient, type Metric } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  accessEntries, assessments, boardCards, checkedLessonItems, companyFiles, groups, implementationPaths, lessonAnalytics as la,
  lessons, meetingNotes, tickets, userGroups, type UserRow,
} from '../../db/schema/index.ts';
import { accessAllowed } from '../assessments/plan-repo.ts';
import { memberLessons } from '../lessons/lesson-list.ts';
import { listMetricsJson } from '../metrics/metrics-repo.ts';
import { listNotes } from '../notes/notes-repo.ts';
import { listCommitments } from '../plan-work/commitment-repo.ts';
import { findUserGroups } from '../programmes/programme-repo.ts';
import { listFiles } from '../resources/company-files-repo.ts';
import { fileUrl } from '../users/present-user.ts';

// The client's page (issue 12): each section read by the area's own repo where one exists (lessons,
// commitments, metrics, notes, files), scoped by the client's tenant and id; the coach's check that
// the client is theirs is done before (client-scope.ts).

type Owner = { tenantId: number; userId: number };

/** The member's user groups, each with their published lessons: open now, and done (post_meeting). */
async function groupsOf(db: Db, o: Owner, now: Date): Promise<ClientGroup[]> {
  const records = await findUserGroups(db, o.tenantId, eq(userGroups.userId, o.userId));
  const lessonsOf = await memberLessons(db, o.tenantId, records.map((r) => ({ id: r.ug.id, groupId: r.ug.groupId, status: r.ug.status })), now);
  return records.map(({ ug, group }) => {
    const list = lessonsOf.get(ug.id) ?? [];
    return {
      group_id: group.id, user_group_id: ug.id, title: group.title, group_status: group.status, status: ug.status,
      lessons_total: list.length, lessons_open: list.filter((l) => l.lesson_access === 1).length,
      lessons_done: list.filter((l) => l.completed).length,
      lessons: list.map((l) => ({ id: Number(l.id), title: l.title, open: l.lesson_access === 1, done: l.completed })),
    };
  });
}

const STEPS = ['preMeeting', 'attendMeeting', 'meetingWorksheet', 'takenQuiz', 'postMeeting'] as const;

/** What the member recorded on their group lessons, and the plan items they ticked. */
async function analyticsOf(db: Db, o: Owner, userGroupIds: number[]): Promise<ClientLessonAnalytics> {
  const [rows, [checked]] = await Promise.all([
    userGroupIds.length
      ? db.select({ a: la, lessonTitle: lessons.title, groupTitle: groups.title }).from(la)
        .innerJoin(lessons, eq(lessons.id, la.lessonId)).innerJoin(groups, eq(groups.id, la.groupId))
        .where(and(eq(la.tenantId, o.tenantId), eq(la.userId, o.userId), inArray(la.userGroupId, userGroupIds)))
        .orderBy(desc(la.updatedAt), desc(la.id))
      : Promise.resolve([]),
    db.select({ n: count() }).from(checkedLessonItems)
      .where(and(eq(checkedLessonItems.userId, o.userId), eq(checkedLessonItems.tenantId, o.tenantId))),
  ]);
  return {
    lessons_recorded: rows.length,
    checklist_steps_done: rows.reduce((n, r) => n + STEPS.filter((s) => r.a[s]).length, 0),
    checklist_steps_total: rows.length * STEPS.length,
    notes_count: rows.filter((r) => r.a.notes?.trim()).length,
    profit_impacts: rows.filter((r) => r.a.profitImpact?.trim())
      .map((r) => ({ lesson_title: r.lessonTitle, group_title: r.groupTitle, text: r.a.profitImpact! })),
    plan_items_checked: checked?.n ?? 0,
  };
}

/** The focus areas of the client's assessments, each with its boards' columns counted. */
async function focusAreasOf(db: Db, o: Owner, now: Date): Promise<ClientFocusArea[]> {
  const [paths, cards] = await Promise.all([
    db.select({ assessmentId: assessments.id, title: assessments.title, path: implementationPaths.path, name: implementationPaths.name, access: accessEntries.access })
      .from(assessments)
      .innerJoin(implementationPaths, eq(implementationPaths.assessmentId, assessments.id))
      .leftJoin(accessEntries, and(eq(accessEntries.assessmentId, assessments.id), eq(accessEntries.path, implementationPaths.path),
        eq(accessEntries.tenantId, assessments.tenantId)))
      .where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId)))
      .orderBy(asc(assessments.id), asc(implementationPaths.order), asc(implementationPaths.id)),
    db.select({
      assessmentId: boardCards.assessmentId, path: boardCards.path, board: boardCards.board, status: boardCards.status, n: count(),
      late: sql<number>`count(*) filter (where ${boardCards.status} <> 3 and ${boardCards.dueAt} < ${now.toISOString()}::timestamptz)::int`,
    }).from(boardCards).where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId)))
      .groupBy(boardCards.assessmentId, boardCards.path, boardCards.board, boardCards.status),
  ]);
  return paths.map((p) => {
    const mine = cards.filter((c) => c.assessmentId === p.assessmentId && c.path === p.path);
    const steps = mine.filter((c) => c.board === 'action_steps');
    const column = (status: number) => steps.filter((c) => c.status === status).reduce((n, c) => n + c.n, 0);
    return {
      assessment_id: p.assessmentId, assessment_title: p.title, path: p.path, name: p.name, open: accessAllowed(p.access),
      // spec §4: 0 to do, 2 in progress, anything else completed
      action_steps: {
        to_do: column(0), in_progress: column(2), completed: steps.filter((c) => c.status !== 0 && c.status !== 2).reduce((n, c) => n + c.n, 0),
        overdue: steps.reduce((n, c) => n + c.late, 0),
      },
      reminders: mine.filter((c) => c.board === 'reminders').reduce((n, c) => n + c.n, 0),
    };
  });
}

const firstCount = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** Everything the client's page shows, for a client already known to be in the caller's scope. */
export async function clientOverview(db: Db, caller: UserRow, row: CoachClient, user: UserRow, now: Date): Promise<ClientOverview> {
  const o: Owner = { tenantId: user.tenantId, userId: user.id };
  const groupList = await groupsOf(db, o, now);
  const [analytics, focusAreas, commitments, metricsJson, notes, notesTotal, files, openTickets] = await Promise.all([
    analyticsOf(db, o, groupList.map((g) => g.user_group_id)),
    focusAreasOf(db, o, now),
    listCommitments(db, o, now),
    listMetricsJson(db, o),
    listNotes(db, o),
    firstCount(db.select({ n: count() }).from(meetingNotes).where(and(eq(meetingNotes.tenantId, o.tenantId), eq(meetingNotes.userId, o.userId)))),
    listFiles(db, and(eq(companyFiles.tenantId, o.tenantId), eq(companyFiles.clientId, o.userId))!, caller.id),
    firstCount(db.select({ n: count() }).from(tickets).where(and(eq(tickets.tenantId, o.tenantId), eq(tickets.userId, o.userId), ne(tickets.status, 'closed')))),
  ]);
  return {
    client: row,
    profile: {
      title: user.title, location: user.location, time_zone: user.timeZone, phone_number: user.phoneNumber, website: user.website,
      profile_pic: fileUrl(user.profilePic), company_id: user.companyId, coach_id: user.coachId,
    },
    groups: groupList,
    lesson_analytics: analytics,
    focus_areas: focusAreas,
    commitments: {
      total: commitments.length, open: commitments.filter((c) => c.status !== 2).length, overdue: commitments.filter((c) => c.overdue).length,
      items: commitments.slice(0, CLIENT_PAGE_LIMITS.commitments),
    },
    metrics: JSON.parse(metricsJson) as Metric[],
    notes: { total: notesTotal, latest: notes.slice(0, CLIENT_PAGE_LIMITS.notes) },
    files: { total: files.length, latest: files.slice(0, CLIENT_PAGE_LIMITS.files) },
    open_tickets: openTickets,
  };
}
