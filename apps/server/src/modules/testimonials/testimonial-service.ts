import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, REFERRALS_PER_DAY, type ReferralBody, type TestimonialBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { referrals, testimonials, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { referralCoachMail, referralIntroMail, testimonialMail } from './testimonial-mail.ts';

const DAY = 86_400_000;
/** A client introduces the same person at most once in this time (decision 013). */
const SAME_PERSON_WINDOW = 30 * DAY;

type Testimonial = z.output<typeof TestimonialBody>;
type Referral = z.output<typeof ReferralBody>;

// spec §7 testimonials/addtestimonial and /addreferral (docs/api.md "Testimonials and referrals").
// Both go to the caller's own coach, who is mailed; a referral also mails the person introduced,
// which is why referrals are limited (decision 013).
export function testimonialService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  async function coachOf(caller: UserRow): Promise<UserRow> {
    const [coach] = caller.coachId
      ? await db.select().from(users).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.coachId))).limit(1)
      : [];
    if (!coach) throw new HttpError(404, MESSAGES.noCoach);
    return coach;
  }

  return {
    async addTestimonial(caller: UserRow, b: Testimonial): Promise<string> {
      const coach = await coachOf(caller);
      const brand = await brandOfTenant(deps, caller.tenantId);
      await inTransaction(async (tx) => {
        await tx.insert(testimonials).values({
          tenantId: caller.tenantId, userId: caller.id, coachId: coach.id, body: b.testimonial, rating: b.rating,
          mayPublish: b.may_publish, createdAt: deps.now(),
        });
        await deps.mailer.send(testimonialMail(coach.email, caller, { body: b.testimonial, rating: b.rating, mayPublish: b.may_publish }, brand), tx);
      });
      deps.mailer.wake();
      return MESSAGES.testimonialSent;
    },

    async addReferral(caller: UserRow, b: Referral): Promise<string> {
      const coach = await coachOf(caller);
      if (b.email === caller.email.toLowerCase() || b.email === coach.email.toLowerCase()) {
        throw invalid({ email: ['Enter the email address of the person you are introducing.'] });
      }
      const brand = await brandOfTenant(deps, caller.tenantId);
      const now = deps.now();
      await inTransaction(async (tx) => {
        // One client's referrals are counted one at a time: the caller's row is the lock.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
        const recent = await tx.select({ createdAt: referrals.createdAt }).from(referrals)
          .where(and(eq(referrals.userId, caller.id), gt(referrals.createdAt, new Date(now.getTime() - DAY))))
          .orderBy(asc(referrals.createdAt));
        if (recent.length >= REFERRALS_PER_DAY) {
          throw tooMany((recent[0]!.createdAt.getTime() + DAY - now.getTime()) / 1000,
            `You can introduce ${REFERRALS_PER_DAY} people a day. Please try again tomorrow.`);
        }
        const [known] = await tx.select({ n: sql<number>`count(*)::int` }).from(referrals)
          .where(and(eq(referrals.userId, caller.id), eq(referrals.email, b.email), gt(referrals.createdAt, new Date(now.getTime() - SAME_PERSON_WINDOW))));
        if (known!.n > 0) throw invalid({ email: ['You introduced this person recently. Your coach already has their details.'] });
        const r = { firstName: b.first_name, lastName: b.last_name, email: b.email, phone: b.phone, note: b.note ?? '' };
        await tx.insert(referrals).values({ tenantId: caller.tenantId, userId: caller.id, coachId: coach.id, ...r, createdAt: now });
        await deps.mailer.send(referralCoachMail(coach.email, caller, r, brand), tx);
        await deps.mailer.send(referralIntroMail(r, caller, coach, brand), tx);
      });
      deps.mailer.wake();
      return MESSAGES.referralSent;
    },
  };
}
