import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { unionAll } from 'drizzle-orm/pg-core';
import { TIMELINE_KIND_LABELS, TIMELINE_PAGE, type TimelineItem, type TimelineKind, type TimelineReply } from '@portal/contract';
import {
  authSessions, boardCards, checkedLessonItems, commitments, companyFiles, emails, implementationLessons, lessonAnalytics,
  lessons, metrics, metricValues, tickets, type UserRow,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { csvDocument } from '../../lib/csv.ts';

// Issue 12 Insight "per client: a timeline of activity": what the data records of one client, newest
// first. Each source is one select of (at, kind, text); the union is cut to a page. `before` pages
// by the instant to the millisecond: a page ends before the last instant it reached, so items sharing
// that instant come together on the next page.

/** The rows the CSV export holds at most (the newest). */
export const TIMELINE_CSV_MAX = 5_000;

const iso = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ms = (col: AnyPgColumn) => sql`date_trunc('milliseconds', ${col})`;

export async function timelineRows(db: Db, client: UserRow, before: string | undefined, limit: number): Promise<TimelineItem[]> {
  const { id: userId, tenantId } = client;
  const cut = (col: AnyPgColumn): SQL[] => (before ? [lt(ms(col), sql`${before}::timestamptz`)] : []);
  const pick = (kind: TimelineKind, at: AnyPgColumn, text: SQL<string> | AnyPgColumn) =>
    ({ at: iso(at).as('at'), kind: sql<string>`${kind}`.as('kind'), text: sql<string>`${text}`.as('text') });

  const sources = [
    db.select(pick('sign_in', authSessions.createdAt, sql<string>`coalesce(${authSessions.browser}, '')`)).from(authSessions)
      .where(and(eq(authSessions.userId, userId), ...cut(authSessions.createdAt))),
    db.select(pick('lesson_done', lessonAnalytics.updatedAt, lessons.title)).from(lessonAnalytics)
      .innerJoin(lessons, eq(lessons.id, lessonAnalytics.lessonId))
      .where(and(eq(lessonAnalytics.tenantId, tenantId), eq(lessonAnalytics.userId, userId), eq(lessonAnalytics.postMeeting, true), ...cut(lessonAnalytics.updatedAt))),
    db.select(pick('step_ticked', checkedLessonItems.createdAt, implementationLessons.title)).from(checkedLessonItems)
      .innerJoin(implementationLessons, eq(implementationLessons.id, checkedLessonItems.lessonId))
      .where(and(eq(checkedLessonItems.tenantId, tenantId), eq(checkedLessonItems.userId, userId), ...cut(checkedLessonItems.createdAt))),
    db.select(pick('action_step_done', boardCards.completedAt, boardCards.title)).from(boardCards)
      .where(and(eq(boardCards.tenantId, tenantId), eq(boardCards.userId, userId), eq(boardCards.board, 'action_steps'),
        isNotNull(boardCards.completedAt), ...cut(boardCards.completedAt))),
    db.select(pick('commitment_done', commitments.completedAt, commitments.title)).from(commitments)
      .where(and(eq(commitments.tenantId, tenantId), eq(commitments.userId, userId), isNotNull(commitments.completedAt), ...cut(commitments.completedAt))),
    db.select(pick('mail_sent', emails.createdAt, emails.subject)).from(emails)
      .where(and(eq(emails.tenantId, tenantId), eq(emails.fromUserId, userId), ...cut(emails.createdAt))),
    db.select(pick('file_sent', companyFiles.createdAt, companyFiles.fileName)).from(companyFiles)
      .where(and(eq(companyFiles.tenantId, tenantId), eq(companyFiles.uploaderId, userId), ...cut(companyFiles.createdAt))),
    db.select(pick('ticket_raised', tickets.createdAt, tickets.subject)).from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.userId, userId), ...cut(tickets.createdAt))),
    db.select(pick('metric_updated', metricValues.updatedAt, sql<string>`${metrics.name} || ' (' || ${metricValues.period} || ')'`)).from(metricValues)
      .innerJoin(metrics, eq(metrics.id, metricValues.metricId))
      .where(and(eq(metrics.tenantId, tenantId), eq(metrics.userId, userId), ...cut(metricValues.updatedAt))),
  ] as const;

  const rows = await unionAll(...sources).orderBy(sql`"at" desc`, sql`"kind"`, sql`"text"`).limit(limit);
  return rows.map((r) => ({ at: r.at, kind: r.kind as TimelineKind, text: r.text }));
}

/** One page of the timeline and the `before` of the next (null when this was the last). */
export async function timelinePage(db: Db, client: UserRow, before: string | undefined): Promise<TimelineReply> {
  const rows = await timelineRows(db, client, before, TIMELINE_PAGE + 1);
  if (rows.length <= TIMELINE_PAGE) return { items: rows, next_before: null };
  const page = rows.slice(0, TIMELINE_PAGE);
  const lastAt = page[page.length - 1]!.at;
  const whole = page.filter((r) => r.at !== lastAt);
  // A page of one instant only (50 items in the same millisecond) is sent whole; the next starts after it.
  if (!whole.length) return { items: page, next_before: lastAt };
  return { items: whole, next_before: whole[whole.length - 1]!.at };
}

export function timelineCsv(items: TimelineItem[]): string {
  return csvDocument([['Time (UTC)', 'Activity', 'Details'], ...items.map((i) => [i.at, TIMELINE_KIND_LABELS[i.kind], i.text])]);
}

/** timeline-{client id}-YYYY-MM-DD.csv: nothing of the user's typing in it. */
export const timelineFileName = (clientId: number, now: Date) => `timeline-${clientId}-${now.toISOString().slice(0, 10)}.csv`;
