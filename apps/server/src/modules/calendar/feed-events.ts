import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { commitments, tenants, userGroups, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { cleanRichText, richTextToPlain } from '../../lib/rich-text.ts';
import { escapeHtml } from '../../platform/mailer.ts';
import { feedBookings } from '../booking/booking-feed.ts';
import { bookingUid } from '../booking/invitation-ics.ts';
import { meetingService } from '../lessons/meeting-service.ts';
import { findUserGroups, memberLessonTitles } from '../programmes/programme-repo.ts';
import { scheduleService } from '../schedule/schedule-service.ts';
import type { IcsCalendar, IcsEvent } from './ics.ts';
import { knownZone, wallClock } from './ics-timezone.ts';

// What one client's feed holds: the meetings of their groups (as the group page lists them), their
// coach-provided schedule (as /schedule lists it), their booked sessions with the coach (a coach's
// feed: the sessions booked with them; issue 20) and the deadlines of commitments not completed
// (spec §4 Commitment status: 0 to do, 1 progress, other completed). Always the feed owner's own
// rows, in the owner's tenant.

const COMMITMENT_LIMIT = 500;
const DEADLINE_MINUTES = 15;
const OPEN_STATUSES = [0, 1];

const joinLine = (url: string | null) => (url ? `Join: ${url}` : null);
const paragraphs = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

/**
 * Descriptions that start with the coach's rich text (DESIGN §10): plain text for DESCRIPTION (lists
 * as "- " lines, links with their address) and the HTML, sanitised again, for X-ALT-DESC. The rich
 * text is converted once for all the events that share it.
 */
function richDescriptions(html: string | null) {
  const rich = html ? cleanRichText(html) : '';
  const plain = rich && richTextToPlain(rich);
  return (...more: (string | null)[]): Pick<IcsEvent, 'description' | 'descriptionHtml'> => {
    const rest = more.filter((p): p is string => Boolean(p));
    return {
      description: paragraphs(plain, ...rest) || null,
      descriptionHtml: rich ? rich + rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('') : null,
    };
  };
}

export function feedEvents(deps: Deps) {
  const { db, config } = deps;
  // UIDs name the deployment (stable whatever hosts a tenant has); links go to the tenant's own address (issue 23).
  const host = new URL(config.publicUrl).host;
  const portal = (user: UserRow, path: string) => `${deps.tenants.urlOf(user.tenantId)}${path}`;

  async function meetings(user: UserRow): Promise<IcsEvent[]> {
    const [memberships, lessons] = await Promise.all([
      findUserGroups(db, user.tenantId, eq(userGroups.userId, user.id)),
      memberLessonTitles(db, user.tenantId, user.id),
    ]);
    const lessonTitle = new Map(lessons.map((l) => [l.id, l.title]));
    const search = meetingService(db).search;
    const perGroup = await Promise.all(memberships.map(async ({ ug, group }) => {
      const list = await search(user, { groupId: group.id, userGroupId: ug.id });
      const describe = richDescriptions(group.description);
      return list.map((m): IcsEvent => {
        const lesson = m.lesson_id ? lessonTitle.get(Number(m.lesson_id)) : undefined;
        const page = `/groups/${group.id}/${ug.id}${m.lesson_id ? `/lesson/${m.lesson_id}` : ''}`;
        return {
          uid: `meeting-${m.id}@${host}`, start: new Date(m.meeting_time), end: null, timeZone: m.time_zone,
          summary: lesson ? `${group.title}: ${lesson}` : `${group.title} meeting`,
          ...describe(joinLine(m.meeting_url)),
          location: m.meeting_url, url: portal(user, page),
        };
      });
    }));
    return perGroup.flat();
  }

  async function schedule(user: UserRow): Promise<IcsEvent[]> {
    const { upcoming, past } = await scheduleService(deps).scheduleOf(user.tenantId, user.id);
    return [...upcoming, ...past].map((e) => ({
      uid: `schedule-${e.id}@${host}`, start: new Date(e.starts_at), end: e.ends_at ? new Date(e.ends_at) : null,
      timeZone: e.time_zone, summary: e.title,
      description: paragraphs(e.description, e.coach_name ? `With ${e.coach_name}` : null, joinLine(e.meeting_url)),
      location: e.meeting_url, url: portal(user, '/schedule'),
    }));
  }

  async function sessions(user: UserRow): Promise<IcsEvent[]> {
    return (await feedBookings(db, user, deps.now())).map(({ row, coach, client }) => {
      const other = row.coachId === user.id ? client : coach;
      const place = row.meetingUrl ?? row.location;
      return {
        // The same UID as the booking's invitations, so an app that has both shows one event.
        uid: bookingUid(row.id, config.publicUrl), start: row.startsAt, end: row.endsAt, timeZone: user.timeZone,
        summary: `${row.typeName} with ${other.firstName} ${other.lastName}`.trim(),
        description: paragraphs(row.note, joinLine(row.meetingUrl)) || null,
        location: place, url: portal(user, row.coachId === user.id ? '/coach/sessions' : '/schedule'),
      };
    });
  }

  async function deadlines(user: UserRow, zone: string | null): Promise<IcsEvent[]> {
    const rows = await db.select().from(commitments)
      .where(and(eq(commitments.tenantId, user.tenantId), eq(commitments.userId, user.id),
        inArray(commitments.status, OPEN_STATUSES), isNotNull(commitments.deadline)))
      .orderBy(asc(commitments.deadline), asc(commitments.id)).limit(COMMITMENT_LIMIT);
    return rows.map((c) => ({
      uid: `commitment-${c.id}@${host}`, start: c.deadline!, end: null, durationMinutes: DEADLINE_MINUTES,
      allDay: endOfDay(c.deadline!, zone), timeZone: zone,
      summary: `Due: ${c.title}`, description: c.description || null, url: portal(user, '/action-steps'),
    }));
  }

  return {
    async calendarOf(user: UserRow): Promise<IcsCalendar> {
      const zone = knownZone(user.timeZone);
      const [[tenant], ...lists] = await Promise.all([
        db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, user.tenantId)).limit(1),
        meetings(user), schedule(user), sessions(user), deadlines(user, zone),
      ]);
      const brand = tenant?.name ?? 'Client portal';
      const events = lists.flat().sort((a, b) => a.start.getTime() - b.start.getTime());
      return { prodId: `-//${brand}//Client portal//EN`, name: brand, timeZone: zone, now: deps.now(), events };
    },
  };
}

/** A deadline set as a day (midnight, or 23:59 in the owner's zone) shows as that whole day. */
function endOfDay(at: Date, zone: string | null): boolean {
  const w = zone ? wallClock(at, zone) : { h: at.getUTCHours(), min: at.getUTCMinutes() };
  return (w.h === 0 && w.min === 0) || (w.h === 23 && w.min === 59);
}
