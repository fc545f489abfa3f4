import type { Db } from '../client.ts';
import { coachAvailability } from '../schema/index.ts';
import { defaultAvailability } from '../../modules/booking/availability-repo.ts';
import { buildBooking, buildSessionType } from './builders.ts';
import type { DemoPeople } from './demo-people.ts';
import { nextWeekday } from './time.ts';

// Issue 20 demo data: coach@ works Monday to Friday 9:00–17:00 America/Denver with a 15-minute
// buffer and 12 hours' minimum notice; two types, "Strategy session" (60 min, 4 a month) and
// "Quick check-in" (20 min), bookable by client@ and peer@; client@ has one session booked next week
// and one attended last week.

const ZONE = 'America/Denver';
const WORKDAY = [{ start: '09:00', end: '17:00' }];
const DAY_MS = 86_400_000;
const TUESDAY = 2;

export async function seedDemoSessions(db: Db, { tenantId, coach, client, peer }: DemoPeople, now = new Date()) {
  const rules = {
    ...defaultAvailability(ZONE),
    weekly: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY },
    buffer_minutes: 15,
    min_notice_minutes: 12 * 60,
  };
  await db.insert(coachAvailability).values({ coachId: coach.id, tenantId, rules });
  const chosen = { audience: 'chosen' as const, clientIds: [client.id, peer.id] };
  const strategy = await buildSessionType(db, {
    tenantId, coachId: coach.id, name: 'Strategy session', minutes: 60, locationKind: 'video_room', perMonth: 4, ...chosen,
  });
  await buildSessionType(db, {
    tenantId, coachId: coach.id, name: 'Quick check-in', minutes: 20, locationKind: 'phone', location: coach.phoneNumber ?? '+1 303 555 0142', ...chosen,
  });
  const nextTuesday = nextWeekday(now, TUESDAY, 10, 0, ZONE);
  const lastWeek = nextWeekday(new Date(now.getTime() - 14 * DAY_MS), TUESDAY, 10, 0, ZONE);
  await buildBooking(db, {
    type: strategy, clientId: client.id, start: nextTuesday, bufferMinutes: rules.buffer_minutes,
    meetingUrl: 'https://meet.jit.si/Session-demo7kq2m9xw4hcb3rt8nvp6yd5e', note: 'Pricing for the wholesale line.',
  });
  await buildBooking(db, {
    type: strategy, clientId: client.id, start: lastWeek, bufferMinutes: rules.buffer_minutes, status: 'attended',
    meetingUrl: 'https://meet.jit.si/Session-demo3fw8zt2kp9mq4xc7hbn5ry6s', note: 'Quarterly goals.',
  });
}
