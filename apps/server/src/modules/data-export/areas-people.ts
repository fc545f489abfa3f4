import { and, asc, desc, eq } from 'drizzle-orm';
import type { Booking, CompanyFile, Email, MyTicket, ScheduleEntry } from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import {
  authSessions, companyFiles, flashAnalysisItems, lessonAnalytics, referrals, scheduleEntries, testimonials,
  trainingAnalyticsEntries, userGroups, users,
} from '../../db/schema/index.ts';
import { richTextToPlain } from '../../lib/rich-text.ts';
import { accessLogOf } from '../access-log/access-log-repo.ts';
import { presentBooking, zoneOf } from '../booking/booking-present.ts';
import { inTenant, ofClient, viewBookings } from '../booking/bookings-repo.ts';
import { listOwnTickets, repliesOf } from '../coach-tickets/ticket-repo.ts';
import { presentAnalytics } from '../lessons/analytics-service.ts';
import { memberLessons } from '../lessons/lesson-list.ts';
import { wholeMailbox } from '../mail/mail-repo.ts';
import { profileService } from '../profile/profile-service.ts';
import { presentUserGroup } from '../programmes/present-group.ts';
import { findUserGroups } from '../programmes/programme-repo.ts';
import { presentFile } from '../resources/company-files-repo.ts';
import { presentScheduleEntry } from '../schedule/schedule-service.ts';
import { presentUser } from '../users/present-user.ts';
import { area } from './export-area.ts';

// The client themself, their programmes, and what passed between them and their coach.

const iso = (d: Date | null) => d?.toISOString() ?? null;

const profile = area({
  file: 'profile.json',
  about: 'Your profile: name, email, company, contact details, time zone, links and which programmes are on. Your photo is in files/profile-photo.*.',
  async read(deps, client) {
    const { user, company } = await profileService(deps).current(client);
    const { pas_token: _token, ...fields } = presentUser(user, company, '');
    return { ...fields, created_at: user.createdAt.toISOString(), updated_at: user.updatedAt.toISOString() };
  },
});

const programmes = area({
  file: 'programmes.json',
  about: 'Your coaching groups and, for each, every lesson in your order with whether it is open and whether you completed it.',
  async read(deps, client) {
    const recs = await findUserGroups(deps.db, client.tenantId, eq(userGroups.userId, client.id));
    const lessons = await memberLessons(deps.db, client.tenantId, recs.map((r) => ({ id: r.ug.id, groupId: r.ug.groupId, status: r.ug.status })), deps.now());
    return recs.map((rec) => ({ ...presentUserGroup(rec), joined_at: rec.ug.createdAt.toISOString(), lessons: lessons.get(rec.ug.id) ?? [] }));
  },
});

const analytics = area({
  file: 'lesson-analytics.json',
  about: 'Your work on lessons: per group lesson the checklist (pre-meeting, attended, worksheet, quiz, post-meeting), profit impact and notes; and what the lesson pages recorded (training entries, flash-coaching analysis).',
  async read(deps, client) {
    const t = trainingAnalyticsEntries;
    const f = flashAnalysisItems;
    const [lessons, training, flash] = await Promise.all([
      deps.db.select().from(lessonAnalytics).where(and(eq(lessonAnalytics.tenantId, client.tenantId), eq(lessonAnalytics.userId, client.id)))
        .orderBy(asc(lessonAnalytics.id)),
      deps.db.select().from(t).where(and(eq(t.tenantId, client.tenantId), eq(t.userId, client.id))).orderBy(asc(t.createdAt), asc(t.entryId)),
      deps.db.select().from(f).where(and(eq(f.tenantId, client.tenantId), eq(f.userId, client.id))).orderBy(asc(f.createdAt), asc(f.entryId)),
    ]);
    const entry = (e: typeof training[number]) => ({ id: e.entryId, fields: e.fields, created_at: iso(e.createdAt), updated_at: iso(e.updatedAt) });
    return { lessons: lessons.map(presentAnalytics), training_entries: training.map(entry), flash_analysis: flash.map(entry) };
  },
});

const mail = area({
  file: 'mail.json',
  about: 'Every message you hold, sent and received, newest first, with its attachments listed (the files are in mail-attachments/).',
  read: (deps, client) => wholeMailbox(deps.db, client.id),
  csv: {
    file: 'mail.csv', about: 'The same messages as a table, their text without formatting.',
    rows: (list: Email[]) => [
      ['Sent (UTC)', 'From', 'To', 'Subject', 'Text', 'Attachments'],
      ...list.map((m) => [m.created_at, m.from, m.to, m.subject, richTextToPlain(m.body), m.files.map((f) => f.file_name).join('; ')]),
    ],
  },
});

const files = area({
  file: 'files.json',
  about: 'The files between you and your coach: the ones you sent (direction "sent") and the ones shared with you ("shared"). The files themselves are in files/sent/ and files/shared/.',
  async read(deps, client) {
    const uploader = alias(users, 'uploader');
    const rows = await deps.db.select({ f: companyFiles, firstName: uploader.firstName, lastName: uploader.lastName }).from(companyFiles)
      .innerJoin(uploader, eq(uploader.id, companyFiles.uploaderId))
      .where(and(eq(companyFiles.tenantId, client.tenantId), eq(companyFiles.clientId, client.id)))
      .orderBy(desc(companyFiles.createdAt), desc(companyFiles.id));
    return rows.map((r) => presentFile(r.f, r, client.id));
  },
  csv: {
    file: 'files.csv', about: 'The same files as a table.',
    rows: (list: CompanyFile[]) => [
      ['File', 'Direction', 'From', 'Description', 'Size (bytes)', 'Sent (UTC)'],
      ...list.map((f) => [f.file_name, f.direction, f.uploader_name, f.description, f.size_bytes, f.created_at]),
    ],
  },
});

const tickets = area({
  file: 'tickets.json',
  about: 'Your help tickets, newest first, each with its replies.',
  async read(deps, client): Promise<MyTicket[]> {
    const rows = await listOwnTickets(deps.db, client, Number.MAX_SAFE_INTEGER);
    const replies = await repliesOf(deps.db, client.tenantId, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, subject: r.subject, message: r.message, category: r.category, priority: r.priority, status: r.status,
      created_at: r.createdAt.toISOString(), replies: replies.get(r.id) ?? [],
    }));
  },
});

const testimonialsArea = area({
  file: 'testimonials.json',
  about: 'The testimonials you gave your coach: text, rating and whether they may publish it.',
  async read(deps, client) {
    const rows = await deps.db.select().from(testimonials)
      .where(and(eq(testimonials.tenantId, client.tenantId), eq(testimonials.userId, client.id))).orderBy(asc(testimonials.id));
    return rows.map((t) => ({ id: t.id, testimonial: t.body, rating: t.rating, may_publish: t.mayPublish, created_at: iso(t.createdAt) }));
  },
});

const referralsArea = area({
  file: 'referrals.json',
  about: 'The people you introduced to your coach.',
  async read(deps, client) {
    const rows = await deps.db.select().from(referrals)
      .where(and(eq(referrals.tenantId, client.tenantId), eq(referrals.userId, client.id))).orderBy(asc(referrals.id));
    return rows.map((r) => ({
      id: r.id, first_name: r.firstName, last_name: r.lastName, email: r.email, phone: r.phone, note: r.note, created_at: iso(r.createdAt),
    }));
  },
  csv: {
    file: 'referrals.csv', about: 'The same referrals as a table.',
    rows: (list: { first_name: string; last_name: string; email: string; phone: string | null; note: string; created_at: string | null }[]) => [
      ['First name', 'Last name', 'Email', 'Phone', 'Note', 'Sent (UTC)'],
      ...list.map((r) => [r.first_name, r.last_name, r.email, r.phone, r.note, r.created_at]),
    ],
  },
});

interface Sessions { schedule: ScheduleEntry[]; bookings: Booking[] }
const sessions = area({
  file: 'sessions.json',
  about: 'Your coaching sessions: the ones your coach scheduled ("schedule") and the ones booked with your coach ("bookings", every status, times in your zone). calendar.ics holds them, and your group meetings, for a calendar app.',
  async read(deps, client): Promise<Sessions> {
    const coach = alias(users, 'coach');
    const [schedule, bookings] = await Promise.all([
      deps.db.select({ e: scheduleEntries, coachFirst: coach.firstName, coachLast: coach.lastName }).from(scheduleEntries)
        .leftJoin(coach, and(eq(coach.id, scheduleEntries.coachId), eq(coach.tenantId, client.tenantId)))
        .where(and(eq(scheduleEntries.tenantId, client.tenantId), eq(scheduleEntries.userId, client.id)))
        .orderBy(asc(scheduleEntries.startsAt), asc(scheduleEntries.id)),
      viewBookings(deps.db, and(inTenant(client.tenantId), ofClient(client.id))!),
    ]);
    return { schedule: schedule.map(presentScheduleEntry), bookings: bookings.map((v) => presentBooking(v, zoneOf(client))) };
  },
  csv: {
    file: 'sessions.csv', about: 'The same sessions as one table.',
    rows: (s: Sessions) => [
      ['Kind', 'Title', 'Start', 'End', 'Status', 'With', 'Where'],
      ...s.schedule.map((e) => ['scheduled', e.title, e.starts_at, e.ends_at, null, e.coach_name, e.meeting_url]),
      ...s.bookings.map((b) => ['booked', b.type_name, b.start, b.end, b.status, `${b.coach.first_name} ${b.coach.last_name}`, b.meeting_url ?? b.location]),
    ],
  },
});

interface SignIns { sessions: Record<string, unknown>[]; acted_for_you: Awaited<ReturnType<typeof accessLogOf>> }
const signIns = area({
  file: 'sign-in-history.json',
  about: 'Every session that signed in to your account (browser, place, address, when it began, was last used and ended), and what your coach or an admin did for you ("acted_for_you": a sign-in link they made and that was used, an export of your data).',
  async read(deps, client): Promise<SignIns> {
    const rows = await deps.db.select().from(authSessions).where(eq(authSessions.userId, client.id)).orderBy(asc(authSessions.createdAt), asc(authSessions.id));
    return {
      sessions: rows.map((s) => ({
        id: s.id, browser: s.browser, location: s.location, ip: s.ip, created_at: iso(s.createdAt), last_used_at: iso(s.lastUsedAt),
        ended_at: iso(s.revokedAt), expires_at: iso(s.expiresAt),
      })),
      acted_for_you: await accessLogOf(deps.db, client, Number.MAX_SAFE_INTEGER),
    };
  },
  csv: {
    file: 'sign-in-history.csv', about: 'The same sessions as a table.',
    rows: (s: SignIns) => [
      ['Signed in (UTC)', 'Last used (UTC)', 'Ended (UTC)', 'Browser', 'Place', 'Address'],
      ...s.sessions.map((r) => [r.created_at, r.last_used_at, r.ended_at, r.browser, r.location, r.ip] as (string | null)[]),
    ],
  },
});

export const PEOPLE_AREAS = [profile, programmes, analytics, mail, files, tickets, testimonialsArea, referralsArea, sessions, signIns];
