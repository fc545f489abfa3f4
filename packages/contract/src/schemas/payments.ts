import { z } from 'zod';
import { zId } from './common.ts';

// Card payment for an unpaid user group (spec §4 Payment, §7 Payments; DESIGN §7).

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** The built-in test provider's cards (issue 3 §4). */
export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002' } as const;
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use another card.',
  useTestCard: 'Use a test card: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.',
  notPaid: 'The payment has not succeeded.',
} as const;


/** POST /integrations/stripe/create-intent — the amount comes from the user group, never the body. */
export const CreateIntentBody = z.object({ user_group_id: zId });
export const CreateIntentReply = z.object({
  client_secret: z.string(), payment_id: z.string(), provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number().int(), currency: z.string(), publishable_key: z.string().nullable(),
});
export type CreateIntentReply = z.infer<typeof CreateIntentReply>;

/**
 * A card's expiry as people type it, "1228", "12/28", "12 / 28", "1/28" or "12/2028", as "MM/YY"
 * (or "MM/YYYY"); null when it is not a month and a year.
 */
export function cardExpiryText(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{2})(\d{2}|\d{4})$/.exec(t) ?? /^(\d{1,2})\s*[/.\s-]\s*(\d{2}|\d{4})$/.exec(t);
  const month = Number(m?.[1]);
  return m && month >= 1 && month <= 12 ? `${String(month).padStart(2, '0')}/${m[2]}` : null;
}

/** POST /integrations/test-provider/confirm: the demo card form. exp as MM/YY (cardExpiryText). */
export const TestConfirmBody = z.object({
  client_secret: z.string({ error: 'client_secret is required.' }).min(1).max(200),
  card_number: z.string({ error: 'Enter the card number.' }).transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.')),
  exp: z.string({ error: 'Enter the expiry date.' }).transform((v, ctx) => {
    const exp = cardExpiryText(v);
    if (exp === null) ctx.addIssue({ code: 'custom', message: 'Use MM/YY, for example 12/28.' });
    return exp ?? z.NEVER;
  }),
  cvc: z.string({ error: 'Enter the CVC.' }).trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back.'),
});
export type TestConfirmBody = z.input<typeof TestConfirmBody>;
export const TestConfirmReply = z.object({ payment_id: z.string(), status: z.literal('succeeded') });

/** POST /api/v1/users/studentpaid/ — `successful` is the client's claim; the server checks it. */
export const StudentPaidBody = z.object({
  user_group_id: zId,
  payment_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  successful: z.union([z.boolean(), z.string(), z.number()]).optional(),
}).refine((b) => b.payment_id || b.client_secret, { message: 'payment_id or client_secret is required.', path: ['payment_id'] });
export type StudentPaidBody = z.input<typeof StudentPaidBody>;
/** spec §4: the client confirms only when status is 200 and successful is true. */
export const StudentPaidReply = z.object({
  successful: z.boolean(), user_group_id: z.number().int(), payment_id: z.string().nullable(),
  status: z.string(), paid_at: z.string().nullable(), message: z.string().optional(),
});
export type StudentPaidReply = z.infer<typeof StudentPaidReply>;
