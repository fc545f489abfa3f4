import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { FORMER_CLIENT } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  accessLog, assessments, authSessions, boardCards, bookings, calendarFeeds, commitments, companyFiles, dataExports, deletedPlanItems, demoMailbox, dueWork,
  emails, errorReports, flashAnalysisItems, idempotentRequests, ideaFavourites, lessonAnalytics, mailAttachments, mailOutbox,
  meetingNotes, metrics, notificationMailMarks, notifications, notificationSettings, passkeyChallenges, passkeys, referrals, scheduleEntries, teamMembers,
  testimonials, ticketReplies, tickets, trainingAnalyticsEntries, users, verifications, type UserRow,
} from '../../db/schema/index.ts';

// What erasing a client's account removes and what it keeps (issue 22; docs/security.md "Deleting
// an account" is the list in words and must change with this file). Their own words, numbers,
// files, sign-ins and settings go; what their coach's records hold (the coach's notes, sessions
// and shared files, group memberships, payments for the books) stays, pointing at a user row that
// is now "Former client" with no personal field left.

/** The address an erased account is left with: unique in its tenant, never deliverable (RFC 2606 .invalid). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** Every stored file that is the client's: what they uploaded, their commitments' files (kept undo copies too), exports of their data, their photo. */
export async function filesOf(db: Db, user: UserRow): Promise<string[]> {
  const id = user.id;
  const [attached, sent, owed, undone, exported] = await Promise.all([
    db.select({ key: mailAttachments.storageKey }).from(mailAttachments).where(eq(mailAttachments.uploaderId, id)),
    db.select({ key: companyFiles.storageKey }).from(companyFiles).where(eq(companyFiles.uploaderId, id)),
    db.select({ key: commitments.fileKey }).from(commitments).where(and(eq(commitments.userId, id), isNotNull(commitments.fileKey))),
    db.select({ key: sql<string | null>`${deletedPlanItems.row}->>'file_key'` }).from(deletedPlanItems).where(eq(deletedPlanItems.userId, id)),
    db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, id)),
  ]);
  return [...attached, ...sent, ...owed, ...undone, ...exported].map((r) => r.key).filter((k): k is string => Boolean(k))
    .concat(user.profilePic ? [user.profilePic] : []);
}

/** Erases in the caller's transaction. The files (filesOf) are removed by the caller. */
export async function eraseAccount(tx: Db, user: UserRow, now: Date): Promise<void> {
  const id = user.id;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // Theirs alone: sign-ins, settings, what they wrote and tracked.
  for (const [table, column] of [
    [authSessions, authSessions.userId], [verifications, verifications.userId], [notifications, notifications.userId],
    [notificationSettings, notificationSettings.userId], [notificationMailMarks, notificationMailMarks.userId],
    [calendarFeeds, calendarFeeds.userId], [ideaFavourites, ideaFavourites.userId], [deletedPlanItems, deletedPlanItems.userId],
    [metrics, metrics.userId], [commitments, commitments.userId], [boardCards, boardCards.userId], [teamMembers, teamMembers.userId],
    [assessments, assessments.userId], [trainingAnalyticsEntries, trainingAnalyticsEntries.userId],
    [flashAnalysisItems, flashAnalysisItems.userId], [lessonAnalytics, lessonAnalytics.userId], [testimonials, testimonials.userId],
    [referrals, referrals.userId], [tickets, tickets.userId], [ticketReplies, ticketReplies.authorId], [meetingNotes, meetingNotes.authorId],
    [emails, emails.fromUserId], [mailAttachments, mailAttachments.uploaderId], [companyFiles, companyFiles.uploaderId],
    [scheduleEntries, scheduleEntries.userId], [errorReports, errorReports.userId], [idempotentRequests, idempotentRequests.userId],
    [accessLog, accessLog.userId], [dataExports, dataExports.userId], [passkeys, passkeys.userId], [passkeyChallenges, passkeyChallenges.userId],
  ] as const) {
    await tx.delete(table).where(eq(column, id));
  }
  // Their sessions stay on the coach's history without their words; those still ahead are called off.
  await tx.update(bookings).set({ note: null, cancelReason: null }).where(eq(bookings.clientId, id));
  await tx.update(bookings).set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(bookings.clientId, id), eq(bookings.status, 'booked'), sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`));
  // Their digests and held notices wait no longer.
  await tx.delete(dueWork).where(and(eq(dueWork.subjectId, id), isNull(dueWork.doneAt), inArray(dueWork.kind, ['daily_digest', 'notification_mail'])));
  // The delivery log keeps no mail to them or about them. Mail still waiting to go is dropped only
  // when it is to them: one to someone else that names them (or a namesake, in any tenant) still goes.
  const mentions = (t: typeof mailOutbox | typeof demoMailbox) => or(eq(t.replyTo, user.email),
    sql`strpos(${t.text}, ${user.email}) > 0`, ...(fullName ? [sql`strpos(${t.text}, ${fullName}) > 0`, sql`strpos(${t.subject}, ${fullName}) > 0`] : []));
  await tx.delete(mailOutbox).where(or(eq(mailOutbox.to, user.email), and(ne(mailOutbox.status, 'pending'), mentions(mailOutbox))));
  await tx.delete(demoMailbox).where(or(eq(demoMailbox.to, user.email), mentions(demoMailbox)));
  // What others were told of their mail and files carries their words: gone with them.
  await tx.delete(notifications).where(eq(notifications.aboutUserId, id));
  // Others' bells told of them by name ("New message from …"): the name becomes "Former client".
  if (fullName) {
    const former = `${FORMER_CLIENT.first_name} ${FORMER_CLIENT.last_name}`;
    await tx.update(notifications)
      .set({ title: sql`replace(${notifications.title}, ${fullName}, ${former})`, body: sql`replace(${notifications.body}, ${fullName}, ${former})` })
      .where(and(eq(notifications.tenantId, user.tenantId), or(sql`strpos(${notifications.title}, ${fullName}) > 0`, sql`strpos(${notifications.body}, ${fullName}) > 0`)));
  }
  await tx.update(users).set({
    email: erasedEmail(id), passwordHash: '', firstName: FORMER_CLIENT.first_name, lastName: FORMER_CLIENT.last_name,
    companyId: null, website: null, profilePic: null, title: null, location: null, timeZone: null, phoneNumber: null, birthday: null,
    facebook: null, twitter: null, linkedin: null, bio: null, bookingUrl: null, invitedAt: null, lastSeenAt: null,
    deactivatedAt: user.deactivatedAt ?? now, accessValidAfter: now, deleteAfter: null, erasedAt: now, updatedAt: now,
  }).where(eq(users.id, id));
}
