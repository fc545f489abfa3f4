import type { Db } from '../client.ts';
import { meetingNotes } from '../schema/index.ts';
import type { DemoPeople } from './demo-people.ts';
import { PROFIT_ACCELERATOR_MEETS as MEETS } from './demo-programmes/meeting-times.ts';
import { localDate, nextWeekday, weeksFrom } from './time.ts';

export type NoteInput = typeof meetingNotes.$inferInsert;

/** One meeting note (shared by the demo seed and the tests, STYLE §8). */
export async function buildNote(db: Db, input: NoteInput) {
  const [row] = await db.insert(meetingNotes).values(input).returning();
  return row!;
}

/** When the meeting was: days from today, or the group call so many weeks from the next one (demo-schedule.ts). */
type When = { days: number } | { groupCallWeeks: number };
/** [when, written by the coach?, title, body] */
type DemoNote = [When, boolean, string, string];

const ALEX: DemoNote[] = [
  [{ days: -16 }, true, 'Kick-off: assessment results and focus areas',
    'Strongest area: product quality and repeat customers. Weakest: pricing (wholesale margin under 20%) and owner hours (62 a week).\n\nAgreed focus areas for the quarter:\n1. Pricing: new wholesale price list.\n2. Sales: a simple pipeline for café accounts.\n3. Team: hire a shift manager so Alex can leave the ovens by 2 pm.'],
  [{ groupCallWeeks: -2 }, false, 'Group call: knowing your numbers',
    'Five numbers to read every Monday: sales, gross margin, cash in the bank, orders booked for next week, hours worked.\nI can get all of them from the till report and the bank app in about ten minutes.'],
  [{ days: -5 }, true, 'Quarterly goals',
    'Goals with owners and dates:\n- New wholesale price list sent to all 14 café accounts by the end of the month (Alex).\n- Margin per product line in the weekly numbers (Priya, bookkeeping).\n- Shift manager job advert live in two weeks (Alex).\n\nNext call: bring the draft price list and the three lowest-margin products.'],
];
const JORDAN: DemoNote[] = [
  [{ days: -8 }, true, 'Onboarding call',
    'Jordan runs a two-person landscaping business; 70% of revenue comes from three commercial contracts.\nGoal for the year: no single client above 25% of revenue.\nFirst step: list ten property managers to contact this month.'],
  [{ groupCallWeeks: -1 }, false, 'Group call: time blocking',
    'Blocked Tuesday and Thursday mornings for quotes and sales calls. Phone off until 11:00 on those days.'],
];
const SAM: DemoNote[] = [
  [{ days: -6 }, true, 'Flash session: offer and positioning',
    'Best clients: independent gyms with 200–500 members. One-sentence offer: "We fill your January intake before Christmas."\nTry it on the website header and in the next five sales emails; count replies.'],
];

/** A few notes from past meetings for client@, peer@ and flash@ (spec §2 /notes). */
export async function seedDemoNotes(db: Db, { tenantId, coach, client, flash, peer }: DemoPeople, now = new Date()) {
  const nextCall = nextWeekday(now, MEETS.weekday, MEETS.hour, MEETS.minute, MEETS.timeZone);
  for (const [user, notes] of [[client, ALEX], [peer, JORDAN], [flash, SAM]] as const) {
    for (const [when, byCoach, title, body] of notes) {
      const meeting = 'days' in when ? new Date(now.getTime() + when.days * 86_400_000) : weeksFrom(nextCall, when.groupCallWeeks, MEETS.timeZone);
      // written two hours after the meeting
      const written = new Date(meeting.getTime() + 2 * 3_600_000);
      await buildNote(db, {
        tenantId, userId: user.id, authorId: byCoach ? coach.id : user.id, title, body,
        meetingDate: localDate(meeting, user.timeZone ?? 'UTC'), createdAt: written, updatedAt: written,
      });
    }
  }
}
