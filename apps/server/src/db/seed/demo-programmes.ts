import type { Db } from '../client.ts';
import { academyCourses, academyLessons } from '../schema/index.ts';
import type { Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';
import { ACADEMY } from './demo-programmes/academy.ts';
import { chimeRecording, storeFile, storePoster } from './demo-programmes/assets.ts';
import { addAnalytics, addMeetings, buildGroup, DONE, enrol, type Files } from './demo-programmes/build.ts';
import { LEADERSHIP_INTENSIVE } from './demo-programmes/leadership.ts';
import { PROFIT_ACCELERATOR_MEETS as MEETS } from './demo-programmes/meeting-times.ts';
import { PROFIT_ACCELERATOR } from './demo-programmes/profit-accelerator.ts';
import { SALES_SPRINT } from './demo-programmes/sales-sprint.ts';
import { localDate, nextWeekday, weeksFrom } from './time.ts';
import type { GroupSeed } from './demo-programmes/types.ts';

// Group coaching and business-academy demo (issue 3 §1): client@ in a running recurring group
// (a meeting next week, one lesson still locked), a finished group and an unpaid one; peer@ in the
// running group; an academy catalogue. See docs/domain.md "Group coaching".
const TZ = 'America/Denver';
const TUESDAY = 2;
const weekly = (first: Date, n: number) => Array.from({ length: n }, (_, i) => weeksFrom(first, i, TZ));
/** Each member's lesson_length is the seed lesson's minutes. */
const lengths = (seed: GroupSeed) => (i: number) => seed.lessons[i]!.minutes;
const dates = (times: Date[]) => ({
  startDate: localDate(times[0]!, TZ), endDate: localDate(times.at(-1)!, TZ), finalDate: localDate(times.at(-1)!, TZ, 28),
});

export async function seedDemoProgrammes(db: Db, storage: Storage, { tenantId, coach, client, peer }: DemoPeople, now = new Date()) {
  const files: Files = { storage, recordingUrl: await storeFile(storage, 'wav', chimeRecording()), posters: new Map() };
  const base = { coachId: coach.id, active: true, paymentFrequency: 'one_time' };

  // Running: lessons 1-4 met already, lesson 5 meets next Thursday, lesson 6 opens after that meeting.
  const next = nextWeekday(now, MEETS.weekday, MEETS.hour, MEETS.minute, MEETS.timeZone);
  const runTimes = weekly(weeksFrom(next, -4, TZ), 6);
  const running = await buildGroup(db, files, tenantId, PROFIT_ACCELERATOR, {
    ...base, price: '1200.00', meetsOn: MEETS.label, status: 'running', groupType: 'cohort', isRecurring: true, ...dates(runTimes),
  }, (i) => ({ recordingUrl: i < 4 ? files.recordingUrl : null }));
  await addMeetings(db, running.group, running.lessons, runTimes, TZ, 'https://meet.summit-coaching.test/profit-accelerator');
  const runAccess = (i: number) => (i < 5 ? 1 : 0);
  const clientRunning = await enrol(db, running.group, running.lessons, client.id, { status: 'active', paidAt: weeksFrom(runTimes[0]!, -2, TZ), stripeId: 'pi_demo_profit_accelerator' }, runAccess, lengths(PROFIT_ACCELERATOR));
  const peerRunning = await enrol(db, running.group, running.lessons, peer.id, { status: 'active', paidAt: weeksFrom(runTimes[0]!, -1, TZ) }, runAccess, lengths(PROFIT_ACCELERATOR));
  await addAnalytics(db, clientRunning, running.lessons, [
    { ...DONE, profitImpact: '$2,400/year from finding two unprofitable catering menus', notes: 'Catering margin is 11% once delivery time is counted. Wholesale is the real earner.' },
    { ...DONE, profitImpact: '$9,000/year from a 6% price rise on wedding cakes', notes: 'Raised wedding cake prices from March. No pushback on the first four orders.' },
    { ...DONE, profitImpact: '$3,100/year saved on flour and packaging', notes: 'Moved packaging to the co-op supplier; renegotiated flour with a 12-month commitment.' },
    { preMeeting: true, attendMeeting: true, notes: 'Week 6 looks tight: tax payment and payroll in the same week.' },
  ]);
  await addAnalytics(db, peerRunning, running.lessons, [{ ...DONE, profitImpact: '$6,000/year from an 8% day-rate increase', notes: 'Two retainer clients accepted the new rate without discussion.' }]);

  // Finished: met on Tuesdays about seven months ago; every lesson done.
  const sprintTimes = weekly(weeksFrom(nextWeekday(now, TUESDAY, 10, 0, TZ), -30, TZ), 6);
  const finished = await buildGroup(db, files, tenantId, SALES_SPRINT, {
    ...base, price: '950.00', meetsOn: 'Tuesdays 10:00 AM', status: 'finished', groupType: 'sprint', isRecurring: false, ...dates(sprintTimes),
  }, () => ({ recordingUrl: files.recordingUrl }));
  await addMeetings(db, finished.group, finished.lessons, sprintTimes, TZ, 'https://meet.summit-coaching.test/sales-sprint');
  const clientFinished = await enrol(db, finished.group, finished.lessons, client.id, { status: 'completed', paidAt: weeksFrom(sprintTimes[0]!, -1, TZ), stripeId: 'pi_demo_sales_sprint' }, () => 1, lengths(SALES_SPRINT));
  await addAnalytics(db, clientFinished, finished.lessons, finished.lessons.map((_, i) => ({ ...DONE, profitImpact: i === 5 ? 'Win rate up from 22% to 35%' : null })));

  // Unpaid: starts in a few weeks; the first lesson is free, the rest open once paid (issue 3 §4).
  const leadTimes = weekly(weeksFrom(nextWeekday(now, TUESDAY, 12, 0, TZ), 3, TZ), 4);
  const unpaid = await buildGroup(db, files, tenantId, LEADERSHIP_INTENSIVE, {
    ...base, price: '497.00', meetsOn: 'Tuesdays 12:00 PM', status: 'upcoming', groupType: 'intensive', isRecurring: false, ...dates(leadTimes),
  }, (i) => ({ freeLesson: i === 0 }));
  await addMeetings(db, unpaid.group, unpaid.lessons, leadTimes, TZ, 'https://meet.summit-coaching.test/leadership');
  const clientUnpaid = await enrol(db, unpaid.group, unpaid.lessons, client.id, { status: 'unpaid', price: '497.00' }, (i) => (i < 2 ? 1 : 0), lengths(LEADERSHIP_INTENSIVE));

  const courses = await seedAcademy(db, files, tenantId);
  return {
    groups: { running: running.group.id, finished: finished.group.id, unpaid: unpaid.group.id },
    userGroups: { clientRunning: clientRunning.id, clientFinished: clientFinished.id, clientUnpaid: clientUnpaid.id, peerRunning: peerRunning.id },
    lessons: { running: running.lessons.map((l) => l.id), finished: finished.lessons.map((l) => l.id), unpaid: unpaid.lessons.map((l) => l.id) },
    academyCourses: courses,
  };
}
/** The demo groups by slug, for looking their ids up (tests, other areas' seeds). */
export const DEMO_GROUP_SLUGS = { running: PROFIT_ACCELERATOR.slug, finished: SALES_SPRINT.slug, unpaid: LEADERSHIP_INTENSIVE.slug } as const;
export type DemoProgrammes = Awaited<ReturnType<typeof seedDemoProgrammes>>;

async function seedAcademy(db: Db, files: Files, tenantId: number) {
  const ids: number[] = [];
  for (const [i, c] of ACADEMY.entries()) {
    const image = await storePoster(files.storage, c.colors[0], c.colors[1], c.motif);
    const [course] = await db.insert(academyCourses).values({
      tenantId, title: c.title, summary: c.summary, image, order: i + 1, duration: c.lessons.reduce((s, l) => s + l.minutes, 0),
    }).returning();
    await db.insert(academyLessons).values(c.lessons.map((l, j) => ({
      tenantId, courseId: course!.id, title: l.title, summary: l.summary, body: l.body, image, order: j + 1, duration: l.minutes,
    })));
    ids.push(course!.id);
  }
  return ids;
}
