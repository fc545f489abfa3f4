import type { Db } from '../client.ts';
import { scheduleEntries } from '../schema/index.ts';
import type { DemoPeople } from './demo-people.ts';
import { PROFIT_ACCELERATOR_MEETS as MEETS } from './demo-programmes/meeting-times.ts';
import { nextWeekday, wallClock, weeksFrom } from './time.ts';

export type ScheduleInput = typeof scheduleEntries.$inferInsert;

/** One schedule row (shared by the demo seed and the tests, STYLE §8). */
export async function buildScheduleEntry(db: Db, input: ScheduleInput) {
  const [row] = await db.insert(scheduleEntries).values(input).returning();
  return row!;
}

/** Schedule times are wall-clock times in the meeting's zone (see time.ts). */
export { wallClock };

const MEET = 'https://meet.summit-coaching.test';
const GROUP = { title: 'Profit Accelerator group call', url: `${MEET}/group/profit-accelerator` };
/** The group's weekly calls, in weeks from its next meeting: the same times as the group's own meetings. */
const GROUP_TOPICS: [number, string, string][] = [
  [-2, 'Knowing your numbers', 'The five figures every owner should read each Monday, and how to get them from your books in ten minutes.'],
  [-1, 'Time blocking for owners', 'Protecting the hours that grow the business. Bring your calendar for last week; we will sort it together.'],
  [0, 'Building a sales pipeline', 'Mapping every step from first contact to signed order, and which number to track at each step.'],
  [1, 'Cash-flow forecasting', 'A 13-week cash forecast you can keep up to date in fifteen minutes a week. Worksheet in lesson 4.'],
];

/** Coach-provided sessions, placed around the seeding day so some are upcoming and some past. */
export async function seedDemoSchedule(db: Db, { tenantId, coach, client, flash, peer }: DemoPeople, now = new Date()) {
  const at = (startsAt: Date, userId: number, minutes: number, timeZone: string, title: string, description: string, meetingUrl: string) =>
    buildScheduleEntry(db, {
      tenantId, coachId: coach.id, userId, title, description, timeZone, meetingUrl, startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    });
  const add = (userId: number, days: number, hour: number, minutes: number, timeZone: string, title: string, description: string, meetingUrl: string) =>
    at(wallClock(now, days, hour, 0, timeZone), userId, minutes, timeZone, title, description, meetingUrl);
  const oneToOne = (slug: string) => `${MEET}/grace-hopper/${slug}`;

  const nextCall = nextWeekday(now, MEETS.weekday, MEETS.hour, MEETS.minute, MEETS.timeZone);
  for (const member of [client, peer]) {
    for (const [weeks, topic, description] of GROUP_TOPICS) {
      await at(weeksFrom(nextCall, weeks, MEETS.timeZone), member.id, MEETS.minutes, MEETS.timeZone, `${GROUP.title}: ${topic}`, description, GROUP.url);
    }
  }

  const alex = oneToOne('alex-morgan');
  await add(client.id, -16, 10, 60, 'America/Denver', '1:1 coaching call: kick-off and business assessment',
    'We walk through your assessment results and agree on the three focus areas for the next quarter.', alex);
  await add(client.id, -5, 10, 60, 'America/Denver', '1:1 coaching call: quarterly goals',
    'Turning the focus areas into goals with owners and dates. Please bring last quarter\'s sales by product line.', alex);
  await add(client.id, 2, 10, 60, 'America/Denver', '1:1 coaching call: pricing review',
    'Review of the new wholesale price list and the margin per product line before the supplier meeting.', alex);
  await add(client.id, 9, 10, 60, 'America/Denver', '1:1 coaching call: hiring your first shift manager',
    'Role scorecard, where to advertise, and the three interview questions that matter most.', alex);
  await add(client.id, 19, 16, 45, 'Europe/London', 'Business Academy masterclass: reading your profit and loss statement',
    'A live walk-through of a real bakery P&L, line by line. Questions welcome in the chat.', `${MEET}/academy/pl-masterclass`);

  const jordan = oneToOne('jordan-lee');
  await add(peer.id, -8, 14, 45, 'America/New_York', '1:1 coaching call: onboarding',
    'Getting to know your business, your goals for the year and how the group calls work.', jordan);
  await add(peer.id, 3, 14, 45, 'America/New_York', '1:1 coaching call: sales targets',
    'Setting monthly sales targets and the weekly activities that reach them.', jordan);

  const sam = oneToOne('sam-rivera');
  await add(flash.id, -6, 15, 30, 'Europe/London', 'Flash coaching session: offer and positioning',
    'A focused 30 minutes on who you serve best and the one-sentence offer that tells them so.', sam);
  await add(flash.id, 4, 15, 30, 'Europe/London', 'Flash coaching session: marketing plan sprint',
    'Pick one channel, one message and one number to watch for the next 30 days.', sam);
}
