import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { bookedMail, cancelledMail, movedMail, reminderMail, type BookingMailFacts, type BookingMailSide } from './booking-mails.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';
import { notifier } from '../notifications/notify.ts';
import { zoneOf } from './booking-present.ts';
import { placeBooking, refuseTakenEarly, type Placing } from './booking-writes.ts';
import { inTenant, viewBookings, withId, type BookingPerson, type BookingRow, type BookingView } from './bookings-repo.ts';

// The mails a booking change sends to both sides (issue 20), each with its calendar invitation,
// queued in the transaction of the change itself: the booking and its mails commit together.

const SIDES: BookingMailSide[] = ['client', 'coach'];

const personOf = (p: BookingPerson) => ({ first_name: p.firstName, last_name: p.lastName, email: p.email, time_zone: zoneOf(p) });

/** What a change's mails need from outside its transaction (the embedded database has one connection). */
export interface NoticeContext { brand: TenantBrand; now: Date }

export function bookingNotices(deps: Deps) {
  const { mailer, config } = deps;
  const notices = notifier(deps);

  function factsOf(v: BookingView, ctx: NoticeContext): BookingMailFacts {
    const r = v.row;
    return {
      id: r.id, type_name: r.typeName, start: r.startsAt, end: r.endsAt, status: r.status, location_kind: r.locationKind,
      meeting_url: r.meetingUrl, location: r.location, note: r.note, cancel_reason: r.cancelReason,
      coach: personOf(v.coach), client: personOf(v.client), sequence: r.sequence,
      publicUrl: config.publicUrl, brand: ctx.brand, now: ctx.now,
    };
  }

  async function viewIn(tx: Db, row: BookingRow): Promise<BookingView> {
    const [view] = await viewBookings(tx, and(inTenant(row.tenantId), withId(row.id))!);
    return view!;
  }

  async function sendBoth(tx: Db, mail: (f: BookingMailFacts, side: BookingMailSide) => OutgoingMail, f: BookingMailFacts) {
    for (const side of SIDES) await mailer.send(mail(f, side), tx);
  }

  /**
   * The side that made the change gets its mail (the invitation its calendar needs); the other side
   * is told in the bell too, and mailed as they chose for sessions (issue 21).
   */
  async function tellBoth(tx: Db, view: BookingView, by: BookingMailSide, mail: (f: BookingMailFacts, side: BookingMailSide) => OutgoingMail, f: BookingMailFacts) {
    await mailer.send(mail(f, by), tx);
    const side = by === 'client' ? 'coach' : 'client';
    const person = view[side];
    const m = mail(f, side);
    await notices.add(tx, {
      tenantId: view.row.tenantId, userId: person.id, to: person.email, kind: 'session', title: m.subject,
      body: f.type_name, url: side === 'client' ? '/schedule' : '/coach/sessions', brand: f.brand, mail: m, alwaysMail: true,
    });
  }

  return {
    /** After the change's transaction has committed: its mails go out now, and the other side's bell counts again. */
    committed: (userIds: readonly number[] = []) => notices.announce(userIds),
    /** Read before the change's transaction. */
    context: async (tenantId: number, now: Date): Promise<NoticeContext> => ({ brand: await brandOfTenant(deps, tenantId), now }),
    async booked(tx: Db, row: BookingRow, ctx: NoticeContext, by: BookingMailSide) {
      const view = await viewIn(tx, row);
      await tellBoth(tx, view, by, (f, side) => bookedMail(f, side, by), factsOf(view, ctx));
    },
    async moved(tx: Db, row: BookingRow, previousStart: Date, ctx: NoticeContext, by: BookingMailSide) {
      const view = await viewIn(tx, row);
      await tellBoth(tx, view, by, (f, side) => movedMail(f, side, previousStart, by), factsOf(view, ctx));
    },
    async cancelled(tx: Db, row: BookingRow, ctx: NoticeContext, by: BookingMailSide) {
      const view = await viewIn(tx, row);
      await tellBoth(tx, view, by, (f, side) => cancelledMail(f, side, by), factsOf(view, ctx));
    },
    async reminder(tx: Db, view: BookingView, minutes: number, ctx: NoticeContext) {
      await sendBoth(tx, (f, side) => reminderMail(f, side, minutes), factsOf(view, ctx));
    },
  };
}
export type BookingNotices = ReturnType<typeof bookingNotices>;

/**
 * Books, with the booked mails to both sides in the same transaction (by the client, or by the coach
 * for them). A time some session already holds is a 409 before the brand is even read.
 */
export async function bookAndNotify(db: Db, notices: BookingNotices, p: Omit<Placing, 'after'>, by: BookingMailSide): Promise<BookingRow> {
  await refuseTakenEarly(db, p.coachId, p.start, p.type.minutes, p.now);
  const ctx = await notices.context(p.tenantId, p.now);
  return placeBooking(db, { ...p, after: (tx, made) => notices.booked(tx, made, ctx, by) });
}
