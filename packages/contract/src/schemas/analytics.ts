import { z } from 'zod';
import { zText } from './text.ts';

// Lesson-page analytics (spec §3 Training analytics entry, §4 Analytics syncing, §7 Analytics):
// entries carry a client-made `id`; the server merges fields by id, so a resent batch is harmless.

export const ANALYTICS_MAX_ENTRIES = 200;
export const ANALYTICS_MAX_FIELDS = 40;
export const ANALYTICS_ID_MAX = 64;
export const ANALYTICS_VALUE_MAX = 2_000;

const FIELD_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** A field value: a scalar (nested objects are refused so a merge stays a flat `||`). */
export const AnalyticsValue = z.union([
  zText().max(ANALYTICS_VALUE_MAX, `Values must be at most ${ANALYTICS_VALUE_MAX} characters.`),
  z.number().finite(), z.boolean(), z.null(),
]);
export type AnalyticsValue = z.infer<typeof AnalyticsValue>;

export const AnalyticsEntry = z.object({
  id: z.union([zText().trim().min(1, 'Each entry needs an id.').max(ANALYTICS_ID_MAX, `Ids are at most ${ANALYTICS_ID_MAX} characters.`), z.number().int().nonnegative()], { error: 'Each entry needs an id.' })
    .transform(String),
}).catchall(AnalyticsValue).superRefine((entry, ctx) => {
  const keys = Object.keys(entry);
  if (keys.length > ANALYTICS_MAX_FIELDS + 1) ctx.addIssue({ code: 'custom', message: `An entry has at most ${ANALYTICS_MAX_FIELDS} fields.` });
  for (const k of keys) if (!FIELD_NAME.test(k)) { ctx.addIssue({ code: 'custom', message: 'Field names are letters, digits, _ . - (at most 64).' }); break; }
});
export type AnalyticsEntry = z.input<typeof AnalyticsEntry>;

const zUserId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)], { error: 'user_id is required.' }).transform(Number);

/** POST /api/v1/training-analytics/ and POST /api/v1/flashcoaching: `{data, user_id}`. */
export const AnalyticsBatchBody = z.object({
  user_id: zUserId,
  data: z.array(AnalyticsEntry, { error: 'data must be a list of entries.' })
    .max(ANALYTICS_MAX_ENTRIES, `At most ${ANALYTICS_MAX_ENTRIES} entries per batch.`),
});
export type AnalyticsBatchBody = z.input<typeof AnalyticsBatchBody>;
export const AnalyticsBatchReply = z.object({ received: z.number().int() });
export type AnalyticsBatchReply = z.infer<typeof AnalyticsBatchReply>;
