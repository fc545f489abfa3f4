import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  academyCourses, accessEntries, assessments, authSessions, emails, ideaCategories, implementationLessons, implementationPaths, lessons, mailAttachments, metrics, ROLE,
  userGroups, type UserRow,
} from '../../src/db/schema/index.ts';
import { buildNote } from '../../src/db/seed/demo-notes.ts';
import { buildMetric } from '../../src/db/seed/demo-metrics.ts';
import { buildIdea } from '../../src/db/seed/demo-idea-bank.ts';
import { planWorkOf, type PlanWorkIds } from './plan-work-targets.ts';
import { filesOf, type FileIds } from './files-targets.ts';
import { spareClientOf } from './coach-clients-rows.ts';
import { coachSideOf, type CoachSideIds } from './coach-side-targets.ts';
import { programmesOf, type ProgrammeIds } from './programmes-targets.ts';
import { contentOf, type ContentIds } from './content-targets.ts';
import { coachWorkOf, type CoachWorkIds } from './coach-work-rows.ts';
import { bookingOf, type BookingIds } from './booking-targets.ts';
import { exportsOf, type ExportIds } from './export-rows.ts';
import { passkeyOf } from './passkey-rows.ts';
import { seedOtherCoach, seedSecondTenant } from '../../src/db/seed/test-tenants.ts';
import { buildTenantHost } from '../../src/db/seed/builders.ts';
import { sessionService } from '../../src/modules/auth/sessions.ts';
import { dataDirStorage, type Storage } from '../../src/platform/storage.ts';
import { signIn } from '../support/sign-in.ts';
import type { TestApp } from '../support/test-app.ts';

// The cast of the authorisation matrix (issue 8): callers with real sessions, and whose data they
// name — their own, a user of the same coach, another coach's client, another tenant's user.

export type CallerName = 'client' | 'coach' | 'admin' | 'otherCoach' | 'otherTenantAdmin';
export type TargetName = 'own' | 'sameCoach' | 'otherCoachClient' | 'otherTenant';
export const CALLERS: CallerName[] = ['client', 'coach', 'admin', 'otherCoach', 'otherTenantAdmin'];
export const TARGETS: TargetName[] = ['own', 'sameCoach', 'otherCoachClient', 'otherTenant'];

/**
 * Issue 23: the two tenants are served from two hosts, each claimed by its tenant; every call goes
 * to its caller's tenant's host, and the matrix also calls every route on the other tenant's host.
 */
export const TENANT_HOSTS: Record<number, string> = { 226: 'summit.portal.test', 227: 'harbour.portal.test' };
export const hostOf = (user: UserRow) => TENANT_HOSTS[user.tenantId]!;
export const otherHostOf = (user: UserRow) => TENANT_HOSTS[user.tenantId === 226 ? 227 : 226]!;

/** Ids of one person's data, read from the seeded database. */
export interface TargetData {
  user: UserRow; assessmentOwner: UserRow; assessmentId: number; checkLessonId: number; itemKey: string;
  groupId: number; userGroupId: number; lessonId: number; unpaidUserGroupId: number | null;
  emailId: number; sessionId: number; courseId: number;
  /**
   * Mail from the user's coach to the user (issue 10): one for /delete/mail and one for
   * deleteEmails to use up, and an attachment of the first for /download/mail.
   */
  spareMailIds: { rest: number; graphql: number }; attachmentId: number;
  /** A metric of the user's (spec §7 metrics), made here when the seed gave them none. */
  metricId: number;
  /** A meeting note of the user's; `spareNoteIds`, one per caller, are for the delete row to use up. */
  noteId: number; spareNoteIds: number[];
  /** The user's plan: a focus area, a card, a commitment, a team member (issue 9). */
  plan: PlanWorkIds;
  /** An idea of the user's tenant's bank, made here under a slug no other tenant has (spec §2 /idea-bank/*). */
  idea: { id: number; slug: string };
  /** The user's company and files they uploaded (issue 10); `spareFileIds` for the delete row to use up. */
  files: FileIds;
  /** A client with the target's coach and tenant, for the deactivate rows to act on (issue 12). */
  spareClientId: number;
  /** A support ticket of the user's and a client their coach has invited (issue 12). */
  coachSide: CoachSideIds;
  /** A group led by the user's coach, with what the coach-programme rows use up (issue 12). */
  programmes: ProgrammeIds;
  /** The tenant's academy and idea-bank content, with what the content-editing rows use up (issue 12). */
  content: ContentIds;
  /** Schedule entries of the user's, set by their coach; spares for the delete row (issue 12). */
  work: CoachWorkIds;
  /** Sessions of the user's with their coach and with their tenant's admin, and free times to book (issue 20). */
  booking: BookingIds;
  /** Exports of the user's data: one they asked for, one their coach did (issue 22). */
  exports: ExportIds;
  /** A passkey of the user's (issue 22). */
  passkeyId: number;
  payment?: { paymentId: string; clientSecret: string };
}

async function dataOf(db: Db, storage: Storage, user: UserRow, assessmentOwner: UserRow): Promise<Omit<TargetData, 'sessionId' | 'files' | 'spareClientId' | 'coachSide' | 'programmes' | 'content' | 'work' | 'booking' | 'exports' | 'passkeyId'>> {
  const [a] = await db.select().from(assessments).where(eq(assessments.userId, assessmentOwner.id)).limit(1);
  const [open] = await db.select({ id: implementationLessons.id, items: implementationLessons.items }).from(implementationLessons)
    .innerJoin(implementationPaths, eq(implementationPaths.id, implementationLessons.pathId))
    .innerJoin(accessEntries, and(eq(accessEntries.assessmentId, implementationPaths.assessmentId), eq(accessEntries.path, implementationPaths.path)))
    .where(and(eq(implementationPaths.assessmentId, a!.id), eq(accessEntries.access, 1))).orderBy(asc(implementationLessons.id)).limit(1);
  const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.userId, user.id), eq(userGroups.status, 'active'))).limit(1);
  const [lesson] = await db.select().from(lessons).where(and(eq(lessons.groupId, ug!.groupId), isNotNull(lessons.recordingUrl))).orderBy(asc(lessons.lessonOrder)).limit(1);
  const [unpaid] = await db.select().from(userGroups).where(and(eq(userGroups.userId, user.id), eq(userGroups.status, 'unpaid'))).limit(1);
  const [mail] = await db.select().from(emails).where(eq(emails.toUserId, user.id)).orderBy(desc(emails.id)).limit(1);
  const [course] = await db.select().from(academyCourses).where(eq(academyCourses.tenantId, user.tenantId)).limit(1);
  const [metric] = await db.select({ id: metrics.id }).from(metrics).where(eq(metrics.userId, user.id)).orderBy(asc(metrics.id)).limit(1);
  const metricId = metric?.id ?? (await buildMetric(db, { tenantId: user.tenantId, userId: user.id, name: 'Matrix metric', unit: 'number' })).id;
  const note = (title: string) => buildNote(db, { tenantId: user.tenantId, userId: user.id, authorId: user.id, title });
  const spareNotes = await Promise.all(CALLERS.map((c) => note(`Matrix note for ${c}`)));
  const kept = await note('Matrix note');
  const [category] = await db.select({ id: ideaCategories.id }).from(ideaCategories).where(eq(ideaCategories.tenantId, user.tenantId)).limit(1);
  const idea = await buildIdea(db, { tenantId: user.tenantId, categoryId: category!.id, slug: `matrix-idea-${user.id}`, title: 'Matrix idea' });
  const spareMail = async (subject: string) => (await db.insert(emails).values({
    tenantId: user.tenantId, fromUserId: user.coachId!, toUserId: user.id, subject, body: '<p>Matrix</p>', attachments: ['matrix.txt'],
  }).returning())[0]!.id;
  const spareMailIds = { rest: await spareMail('Matrix mail'), graphql: await spareMail('Matrix mail (GraphQL)') };
  await storage.put(`mail/matrix${user.id}.txt`, Buffer.from('Matrix'));
  const [attachment] = await db.insert(mailAttachments).values({
    tenantId: user.tenantId, uploaderId: user.coachId!, emailId: spareMailIds.rest, storageKey: `mail/matrix${user.id}.txt`,
    fileName: 'matrix.txt', contentType: 'text/plain', sizeBytes: 6,
  }).returning();
  return {
    user, assessmentOwner, assessmentId: a!.id, checkLessonId: open!.id, itemKey: open!.items[0]!.key, groupId: ug!.groupId, userGroupId: ug!.id,
    lessonId: lesson!.id, unpaidUserGroupId: unpaid?.id ?? null, emailId: mail!.id, courseId: course!.id,
    metricId,
    noteId: kept.id, spareNoteIds: spareNotes.map((n) => n.id), spareMailIds, attachmentId: attachment!.id,
    plan: await planWorkOf(db, user, CALLERS.length),
    idea: { id: idea.id, slug: idea.slug },
  };
}

/** Seeds the second tenant and the second coach, signs everyone in, and reads each target's ids. */
export async function matrixCast(t: TestApp) {
  const storage = dataDirStorage(t.dataDir);
  const sessions = sessionService(t.deps);
  const tenant2 = await seedSecondTenant(t.database.db, storage);
  const other = await seedOtherCoach(t.database.db, storage, t.demo);
  for (const [tenantId, host] of Object.entries(TENANT_HOSTS)) await buildTenantHost(t.database.db, Number(tenantId), host);
  await t.deps.tenants.refresh();
  const callerUsers: Record<CallerName, UserRow> = {
    client: t.demo.client, coach: t.demo.coach, admin: t.demo.admin, otherCoach: other.coach, otherTenantAdmin: tenant2.admin,
  };
  // Each signs in on their tenant's host (docs/api.md "Tenants by host").
  const signInAs = async (user: UserRow) => (await signIn(t, user.email, undefined, { host: hostOf(user) })).token;
  const tokens = {} as Record<CallerName | TargetName, string>;
  for (const [name, user] of Object.entries(callerUsers)) tokens[name as CallerName] = await signInAs(user);
  // The targets sign in too, to start their own unpaid user group's payment.
  const targetUsers: Record<TargetName, [UserRow, UserRow]> = {
    own: [t.demo.client, t.demo.client],
    // peer@ shares client@'s coach and group; flash@ (same coach) holds that side's assessment.
    sameCoach: [t.demo.peer, t.demo.flash],
    otherCoachClient: [other.client, other.client],
    otherTenant: [tenant2.client, tenant2.client],
  };
  const targets = {} as Record<TargetName, TargetData>;
  for (const [name, [user, assessmentOwner]] of Object.entries(targetUsers) as [TargetName, [UserRow, UserRow]][]) {
    tokens[name] = name === 'own' ? tokens.client : await signInAs(user);
    // A second session of the target's, to be named by "end this session" (the callers' stay alive).
    await sessions.create(user, { browser: 'Matrix', ip: null, location: null }, false);
    const [session] = await t.database.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, user.id)).orderBy(desc(authSessions.id)).limit(1);
    const data: TargetData = {
      ...(await dataOf(t.database.db, storage, user, assessmentOwner)), sessionId: session!.id,
      files: await filesOf(t.database.db, storage, user, CALLERS.length),
      spareClientId: (await spareClientOf(t.database.db, user)).id,
      coachSide: await coachSideOf(t.database.db, user),
      programmes: await programmesOf(t.database.db, user, CALLERS.length),
      content: await contentOf(t.database.db, user, CALLERS.length),
      work: await coachWorkOf(t.database.db, user, CALLERS.length),
      booking: await bookingOf(t.database.db, user, t.clock.now),
      exports: await exportsOf(t.database.db, user),
      passkeyId: await passkeyOf(t.database.db, user),
    };
    if (data.unpaidUserGroupId) {
      const res = await t.app.inject({ method: 'POST', url: '/integrations/stripe/create-intent', headers: { authorization: `Bearer ${tokens[name]}`, host: hostOf(user) }, payload: { user_group_id: data.unpaidUserGroupId } });
      if (res.statusCode !== 200) throw new Error(`create-intent for ${user.email}: ${res.statusCode} ${res.body}`);
      const { payment_id: paymentId, client_secret: clientSecret } = res.json().data;
      data.payment = { paymentId, clientSecret };
    }
    targets[name] = data;
  }
  return { callers: callerUsers, targets, tokens };
}
export type MatrixCast = Awaited<ReturnType<typeof matrixCast>>;

/** The policies of the portal (spec §6, docs/api.md), stated independently of the code under test. */
export const POLICIES = {
  /** users/user-policy.ts mayActFor: themselves, their coach, an admin of the same tenant. */
  actFor: (caller: UserRow, target: UserRow) => caller.id === target.id
    || (caller.roleId === ROLE.coach && target.coachId === caller.id)
    || (caller.roleId === ROLE.admin && caller.tenantId === target.tenantId),
  self: (caller: UserRow, target: UserRow) => caller.id === target.id,
  /** Internal mail (docs/domain.md "Mail"): a client writes to their coach, a coach to their own clients. */
  writesTo: (caller: UserRow, target: UserRow) => caller.coachId === target.id || target.coachId === caller.id,
  /** A mail from the target's coach to the target: its two parties, and nobody else. */
  mailParty: (caller: UserRow, target: UserRow) => caller.id === target.id || target.coachId === caller.id,
  /** Sign-in links: a coach for their own clients, an admin for their tenant; never a client. */
  issuesLinks: (caller: UserRow, target: UserRow) => (caller.roleId === ROLE.coach && target.coachId === caller.id)
    || (caller.roleId === ROLE.admin && caller.tenantId === target.tenantId),
  /** The coach side (issue 12): the target's coach, or an admin of the target's tenant; never a client. */
  staffFor: (caller: UserRow, target: UserRow) => (caller.roleId === ROLE.coach && target.coachId === caller.id)
    || (caller.roleId === ROLE.admin && caller.tenantId === target.tenantId),
  /** Coach programmes (issue 12): the target's group is led by their coach; that coach or an admin of the tenant. */
  leadsGroup: (caller: UserRow, target: UserRow) => (caller.roleId === ROLE.coach && target.coachId === caller.id)
    || (caller.roleId === ROLE.admin && caller.tenantId === target.tenantId),
  /** The academy: a user with business_academy, in the course's tenant. */
  academy: (caller: UserRow, target: UserRow) => caller.businessAcademy && caller.tenantId === target.tenantId,
  /** The coach's side (issue 12): a coach for their own clients, an admin for every client of the tenant. */
  coachesClient: (caller: UserRow, target: UserRow) => target.roleId === ROLE.client
    && ((caller.roleId === ROLE.coach && target.coachId === caller.id) || (caller.roleId === ROLE.admin && caller.tenantId === target.tenantId)),
  /** A client's account deletion on their request (issue 22): an admin of the client's tenant only. */
  adminForClient: (caller: UserRow, target: UserRow) => target.roleId === ROLE.client && caller.roleId === ROLE.admin && caller.tenantId === target.tenantId,
  /** The tenant's coaches and admins (issue 12): changed by an admin of that tenant only. */
  staffOfTenant: (caller: UserRow, target: UserRow) => caller.roleId === ROLE.admin && caller.tenantId === target.tenantId
    && (target.roleId === ROLE.admin || target.roleId === ROLE.coach),
  /** The tenant's shared content (issue 12): edited by the coaches and admins of that tenant. */
  tenantContent: (caller: UserRow, target: UserRow) => (caller.roleId === ROLE.coach || caller.roleId === ROLE.admin) && caller.tenantId === target.tenantId,
  /**
   * Sessions with the coach (issue 20, docs/api.md "Coach: sessions"): the target's own coach, on the
   * types and bookings that are theirs; coaches and admins act as the coach of their own sessions
   * only, so the tenant's admin is not granted another coach's.
   */
  sessionCoach: (caller: UserRow, target: UserRow) => (caller.roleId === ROLE.coach || caller.roleId === ROLE.admin) && target.coachId === caller.id,
  /** Issue 20: the admin's own session types and bookings with the target, made for the one admin of the target's tenant. */
  tenantAdminSessions: (caller: UserRow, target: UserRow) => caller.roleId === ROLE.admin && caller.tenantId === target.tenantId,
  /** The idea bank: anyone signed in to the tenant whose bank it is. */
  sameTenant: (caller: UserRow, target: UserRow) => caller.tenantId === target.tenantId,
} as const;
export type Policy = keyof typeof POLICIES;
