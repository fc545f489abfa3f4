import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardCards, bookings, commitments, emails, notifications, scheduleEntries } from '../../db/schema/index.ts';
import type { NotificationKind } from '@portal/contract';
import { addDays, dateInZone, startOfDate } from '../booking/zone-time.ts';

// What a user's daily digest lists (issue 21): commitments and action steps due today or tomorrow
// or overdue, reminders due today, today's and tomorrow's sessions and meetings, unread mail, and
// the notifications they chose to hear of in the digest. Empty: no digest that day.

/** Items per list: a digest is a nudge, the portal has the rest. */
const LIST_MAX = 20;
const DONE_CARD = 3;
const DONE_COMMITMENT = 2;

export interface DigestItem { title: string; at: Date | null; overdue: boolean }
export interface DigestContent {
  /** The user's date the digest is for, YYYY-MM-DD. */
  date: string;
  commitments: DigestItem[];
  steps: DigestItem[];
  reminders: DigestItem[];
  sessions: DigestItem[];
  meetings: DigestItem[];
  unreadMail: number;
  /** Notifications of kinds set to the digest: listed under "Also new" unless the lists above already tell of them. */
  notifications: { id: number; kind: NotificationKind; title: string; body: string; url: string }[];
}

/** Kinds whose things the digest lists on its own (due work, reminders): their notifications are carried, not repeated. */
export const LISTED_KINDS: readonly NotificationKind[] = ['work_due', 'reminder_due'];

export const isEmptyDigest = (d: DigestContent) =>
  !d.commitments.length && !d.steps.length && !d.reminders.length && !d.sessions.length && !d.meetings.length
  && !d.unreadMail && !d.notifications.some((n) => !LISTED_KINDS.includes(n.kind));

export async function readDigest(db: Db, userId: number, zone: string, now: Date): Promise<DigestContent> {
  const date = dateInZone(now, zone);
  const today = startOfDate(date, zone);
  const tomorrow = startOfDate(addDays(date, 1), zone);
  const after = startOfDate(addDays(date, 2), zone);
  const item = (title: string, at: Date | null): DigestItem => ({ title, at, overdue: at !== null && at < today });

  const [owed, cards, sessions, meetings, [mail], waiting] = await Promise.all([
    db.select({ title: commitments.title, at: commitments.deadline }).from(commitments)
      .where(and(eq(commitments.userId, userId), ne(commitments.status, DONE_COMMITMENT), isNotNull(commitments.deadline), lt(commitments.deadline, after)))
      .orderBy(asc(commitments.deadline)).limit(LIST_MAX),
    db.select({ board: boardCards.board, title: boardCards.title, at: boardCards.dueAt }).from(boardCards)
      .where(and(eq(boardCards.userId, userId), ne(boardCards.status, DONE_CARD), isNotNull(boardCards.dueAt), lt(boardCards.dueAt, after)))
      .orderBy(asc(boardCards.dueAt)).limit(2 * LIST_MAX),
    db.select({ title: bookings.typeName, at: bookings.startsAt }).from(bookings)
      .where(and(or(eq(bookings.clientId, userId), eq(bookings.coachId, userId)), eq(bookings.status, 'booked'),
        gte(bookings.startsAt, today), lt(bookings.startsAt, after)))
      .orderBy(asc(bookings.startsAt)).limit(LIST_MAX),
    db.select({ title: scheduleEntries.title, at: scheduleEntries.startsAt }).from(scheduleEntries)
      .where(and(eq(scheduleEntries.userId, userId), gte(scheduleEntries.startsAt, today), lt(scheduleEntries.startsAt, after)))
      .orderBy(asc(scheduleEntries.startsAt)).limit(LIST_MAX),
    db.select({ n: sql<number>`count(*)::int` }).from(emails)
      .where(and(eq(emails.toUserId, userId), isNull(emails.readAt), isNull(emails.deletedByRecipientAt))),
    db.select({ id: notifications.id, kind: notifications.kind, title: notifications.title, body: notifications.body, url: notifications.url }).from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.mail, 'digest'))).orderBy(asc(notifications.id)).limit(50),
  ]);
  return {
    date,
    commitments: owed.map((c) => item(c.title, c.at)),
    steps: cards.filter((c) => c.board === 'action_steps').slice(0, LIST_MAX).map((c) => item(c.title, c.at)),
    // A reminder is for its day: those of today, not the ones gone by.
    reminders: cards.filter((c) => c.board === 'reminders' && c.at! >= today && c.at! < tomorrow).slice(0, LIST_MAX).map((c) => item(c.title, c.at)),
    sessions: sessions.map((s) => item(s.title, s.at)),
    meetings: meetings.map((m) => item(m.title, m.at)),
    unreadMail: mail?.n ?? 0,
    notifications: waiting,
  };
}
