import { BOOKING_MESSAGES, type Availability } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { lockAvailability } from './availability-repo.ts';
import { busyNear, clientTypeStarts, insertBooking, isOverlap, lockBooking, updateBooking, type BookingRow } from './bookings-repo.ts';
import { checkStart, type FreeTimeRules } from './free-times.ts';
import { planReminders } from './session-reminders.ts';
import type { SessionTypeRow } from './session-types-repo.ts';
import { newVideoRoomUrl } from './video-room.ts';
import { dateInZone, monthOf } from './zone-time.ts';

// The three changes a booking goes through — made, moved, cancelled — each in one transaction that
// first takes the coach's availability row (availability-repo.ts lockAvailability), so the day's
// count and the client's allowance are read after every earlier booking of that coach committed.
// The overlap itself is refused by the database (bookings_no_overlap), whatever the order.

const MINUTE_MS = 60_000;

/** Who asks, and which of the client's limits apply: a coach booking for a client skips notice, daily maximum and allowance. */
export interface WriteActor { userId: number; asCoach: boolean }

export const taken = () => new HttpError(409, BOOKING_MESSAGES.taken);

function refuseStart(rules: FreeTimeRules, start: Date): void {
  const verdict = checkStart({ ...rules, busy: [] }, start);
  if (verdict === 'past') throw invalid({ start: [BOOKING_MESSAGES.past] });
  if (verdict === 'notice') throw invalid({ start: [BOOKING_MESSAGES.notice] });
  if (verdict === 'not_free') throw invalid({ start: [BOOKING_MESSAGES.notFree] });
  const end = new Date(start.getTime() + rules.minutes * MINUTE_MS + rules.availability.buffer_minutes * MINUTE_MS);
  if (rules.busy.some((b) => b.start < end && b.end > start)) throw taken();
}

async function refuseOverAllowance(tx: Db, type: SessionTypeRow, clientId: number, start: Date, zone: string, exceptId?: number) {
  if (type.perMonth === null) return;
  const month = monthOf(start, zone);
  const used = await clientTypeStarts(tx, clientId, type.id, month.from, month.to, exceptId);
  if (used.length >= type.perMonth) throw invalid({ type_id: [BOOKING_MESSAGES.allowance] });
}

async function rulesAt(tx: Db, availability: Availability, coachId: number, minutes: number, start: Date, now: Date, actor: WriteActor, exceptId?: number): Promise<FreeTimeRules> {
  const { busy, starts } = await busyNear(tx, coachId, start, new Date(start.getTime() + minutes * MINUTE_MS), exceptId);
  const bookedPerDay = new Map<string, number>();
  for (const s of starts) {
    const d = dateInZone(s, availability.time_zone);
    bookedPerDay.set(d, (bookedPerDay.get(d) ?? 0) + 1);
  }
  return { availability, minutes, now, busy, bookedPerDay, ignoreNotice: actor.asCoach };
}

async function overlapAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isOverlap(err)) throw taken();
    throw err;
  }
}

/** What else the change writes in its transaction (the mails to both sides): `before` is the row as it was. */
export type AfterChange = (tx: Db, row: BookingRow, before: BookingRow | null) => Promise<void>;

export interface Placing {
  tenantId: number; coachId: number; clientId: number; type: SessionTypeRow; start: Date; note: string | null;
  fallback: Availability; now: Date; actor: WriteActor; after: AfterChange;
}

/**
 * A time some booking already holds is a 409 before any lock is taken: when many clients race for
 * one time, all but the first are answered at once instead of queueing on the coach's row. Only a
 * shortcut: what decides is the exclusion constraint.
 */
export async function refuseTakenEarly(db: Db, coachId: number, start: Date, minutes: number, now: Date): Promise<void> {
  if (start <= now) return; // a time gone by is refused for that (422), whoever holds it
  const end = new Date(start.getTime() + minutes * MINUTE_MS);
  const { busy } = await busyNear(db, coachId, start, end);
  if (busy.some((b) => b.start < end && b.end > start)) throw taken();
}

/** Books `type` at `start`: 422 for a time not offered (or over the allowance), 409 for one just taken. */
export async function placeBooking(db: Db, p: Placing): Promise<BookingRow> {
  return overlapAs409(() => db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const availability = await lockAvailability(tx, p.tenantId, p.coachId, p.fallback);
    refuseStart(await rulesAt(tx, availability, p.coachId, p.type.minutes, p.start, p.now, p.actor), p.start);
    if (!p.actor.asCoach) await refuseOverAllowance(tx, p.type, p.clientId, p.start, availability.time_zone);
    const end = new Date(p.start.getTime() + p.type.minutes * MINUTE_MS);
    const row = await insertBooking(tx, {
      tenantId: p.tenantId, coachId: p.coachId, clientId: p.clientId, typeId: p.type.id,
      startsAt: p.start, endsAt: end, busyUntil: new Date(end.getTime() + availability.buffer_minutes * MINUTE_MS),
      typeName: p.type.name, locationKind: p.type.locationKind,
      meetingUrl: p.type.locationKind === 'video_room' ? newVideoRoomUrl() : p.type.locationKind === 'video_link' ? p.type.location : null,
      location: p.type.locationKind === 'phone' || p.type.locationKind === 'address' ? p.type.location : null,
      note: p.note, bookedBy: p.actor.userId, createdAt: p.now, updatedAt: p.now,
    });
    await planReminders(tx, row, availability.reminder_minutes, p.now);
    await p.after(tx, row, null);
    return row;
  }));
}

/**
 * Checks the locked booking before a change: throws (404, 422) when this caller may not make it now.
 * Runs inside the transaction, so a move and a cancel that race see each other's result.
 */
export type AcceptChange = (locked: BookingRow) => void;

export interface Moving {
  booking: BookingRow; type: SessionTypeRow | null; start: Date; fallback: Availability; now: Date; actor: WriteActor;
  accept: AcceptChange; after: AfterChange;
}

/** Moves a booked session to `start`, keeping its length; its invitation's SEQUENCE goes up. */
export async function moveBooking(db: Db, m: Moving): Promise<BookingRow> {
  const seen = m.booking;
  return overlapAs409(() => db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const availability = await lockAvailability(tx, seen.tenantId, seen.coachId, m.fallback);
    const b = await lockBooking(tx, seen.tenantId, seen.id);
    if (!b) throw notFound();
    m.accept(b);
    const minutes = Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / MINUTE_MS);
    refuseStart(await rulesAt(tx, availability, b.coachId, minutes, m.start, m.now, m.actor, b.id), m.start);
    if (!m.actor.asCoach && m.type) await refuseOverAllowance(tx, m.type, b.clientId, m.start, availability.time_zone, b.id);
    const end = new Date(m.start.getTime() + minutes * MINUTE_MS);
    const row = await updateBooking(tx, b.id, {
      startsAt: m.start, endsAt: end, busyUntil: new Date(end.getTime() + availability.buffer_minutes * MINUTE_MS),
      sequence: b.sequence + 1, updatedAt: m.now,
    });
    await planReminders(tx, row, availability.reminder_minutes, m.now);
    await m.after(tx, row, b);
    return row;
  }));
}

/** Cancels a booked session; its reminders go with it. */
export async function cancelBooking(db: Db, seen: BookingRow, reason: string | null, by: number, now: Date,
  accept: AcceptChange, after: AfterChange): Promise<BookingRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const b = await lockBooking(tx, seen.tenantId, seen.id);
    if (!b) throw notFound();
    accept(b);
    const row = await updateBooking(tx, b.id, {
      status: 'cancelled', cancelReason: reason, cancelledBy: by, cancelledAt: now, sequence: b.sequence + 1, updatedAt: now,
    });
    await planReminders(tx, row, [], now);
    await after(tx, row, b);
    return row;
  });
}

/** Marks a session attended or missed (or back to booked), under the same check. */
export async function markAttendance(db: Db, seen: BookingRow, status: 'booked' | 'attended' | 'no_show', now: Date, accept: AcceptChange): Promise<BookingRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const b = await lockBooking(tx, seen.tenantId, seen.id);
    if (!b) throw notFound();
    accept(b);
    return updateBooking(tx, b.id, { status, updatedAt: now });
  });
}
