import { and } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import type { DueWork } from '../../platform/due-work.ts';
import type { BookingNotices } from './booking-notices.ts';
import { inTenant, viewBookings, withId } from './bookings-repo.ts';
import { SESSION_REMINDER } from './session-reminders.ts';

// The handler of a session reminder (decision 032): both sides get it once, unless the booking has
// moved on since the row was planned (moved: a new row exists; cancelled) or has already begun
// (every server was down when it fell due).

export function handleSessionReminders(deps: Deps, dueWork: DueWork, notices: BookingNotices) {
  dueWork.handle(SESSION_REMINDER, async (row, commit) => {
    const [view] = await viewBookings(deps.db, and(inTenant(row.tenantId), withId(row.subjectId))!);
    const now = deps.now();
    const payload = row.payload as { minutes?: number; sequence?: number };
    if (!view || view.row.status !== 'booked' || view.row.sequence !== payload.sequence || view.row.startsAt <= now) return;
    const ctx = await notices.context(row.tenantId, now);
    await commit((tx) => notices.reminder(tx, view, payload.minutes ?? 60, ctx));
    notices.committed();
  }, { pausedWhileTenantDisabled: true });
}
