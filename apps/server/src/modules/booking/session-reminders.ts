import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dueWork } from '../../db/schema/index.ts';
import type { BookingRow } from './bookings-repo.ts';

// Issue 20: reminders before a session (24 h and 1 h by default, the coach's reminder_minutes), each
// sent once per booking. They are due rows (DESIGN §5, decision 032) written in the transaction
// that books, moves or cancels, so a move or a cancel drops the old ones with the change itself.

export const SESSION_REMINDER = 'session_reminder';
const MINUTE_MS = 60_000;

/** Drops the booking's pending reminders and, while it is booked, makes the ones still ahead of `now`. */
export async function planReminders(tx: Db, booking: BookingRow, reminderMinutes: readonly number[], now: Date): Promise<void> {
  await tx.delete(dueWork).where(and(eq(dueWork.kind, SESSION_REMINDER), eq(dueWork.subjectId, booking.id), isNull(dueWork.doneAt)));
  if (booking.status !== 'booked') return;
  const rows = [...new Set(reminderMinutes)]
    .map((minutes) => ({ minutes, dueAt: new Date(booking.startsAt.getTime() - minutes * MINUTE_MS) }))
    .filter((r) => r.dueAt > now)
    .map((r) => ({
      tenantId: booking.tenantId, kind: SESSION_REMINDER, subjectId: booking.id, dueAt: r.dueAt,
      payload: { minutes: r.minutes, sequence: booking.sequence },
    }));
  if (rows.length) await tx.insert(dueWork).values(rows);
}
