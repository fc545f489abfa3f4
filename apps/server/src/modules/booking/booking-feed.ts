import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, type UserRow } from '../../db/schema/index.ts';
import { viewBookings, type BookingView } from './bookings-repo.ts';

// Issue 20: booked sessions show in the client's and the coach's calendar feeds. A feed carries the
// sessions not cancelled from a year back on, at most FEED_LIMIT of them.

const FEED_DAYS_BACK = 365;
const FEED_LIMIT = 500;

/** The owner's sessions as client or as coach, not cancelled, oldest first. */
export async function feedBookings(db: Db, owner: UserRow, now: Date): Promise<BookingView[]> {
  const since = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  const views = await viewBookings(db, and(
    eq(bookings.tenantId, owner.tenantId), or(eq(bookings.clientId, owner.id), eq(bookings.coachId, owner.id)),
    ne(bookings.status, 'cancelled'), gt(bookings.startsAt, since),
  )!);
  return views.slice(-FEED_LIMIT);
}
