import { z } from 'zod';
import { zId, zOptionalText, zRequiredText } from './common.ts';
import { plainNumberText } from './number-text.ts';

// spec §2 /metrics, §7 "Metrics and sharing": numbers a client tracks month by month.

export const METRIC_UNITS = ['currency', 'percent', 'number'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

/** Values are stored as numeric(18,2): at most 16 digits before the decimal point. */
export const METRIC_VALUE_LIMIT = 1e16;
export const METRIC_NAME_MAX = 100;
export const METRIC_DESCRIPTION_MAX = 1000;
export const SHARE_MESSAGE_MAX = 2000;
/** Months a save or update may name at once (ten years of history). */
export const METRIC_VALUES_MAX = 120;
/** The earliest month a value may be recorded for. */
export const FIRST_PERIOD = '2000-01';

const OUT_OF_RANGE = 'Enter a number between -9,999,999,999,999,999 and 9,999,999,999,999,999.';

/**
 * A metric amount: a finite number (or its text, as a form sends it, also as the page shows it:
 * "1,200", "$1,200.50", "12.5 %") within numeric(18,2), rounded to cents. 1e308, NaN, "12abc" and
 * booleans are refused with a field message.
 */
export const zMetricAmount = z.preprocess(
  (v) => (typeof v === 'string' && plainNumberText(v) !== null ? Number(plainNumberText(v)) : v),
  z.number({ error: 'Enter a number.' }).gt(-METRIC_VALUE_LIMIT, OUT_OF_RANGE).lt(METRIC_VALUE_LIMIT, OUT_OF_RANGE)
    .transform((n) => Math.round(n * 100) / 100),
);

/**
 * The current month where it is latest on Earth (UTC+14): a month that has begun anywhere is not
 * in the future, whatever the client's time zone.
 */
export function latestPeriod(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 7);
}

/** A month, YYYY-MM, from FIRST_PERIOD up to the current month (spec §7 metrics: not in the future). */
export const zPeriod = z.string({ error: 'Enter a month as YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.')
  .refine((p) => p >= FIRST_PERIOD, `The month must be ${FIRST_PERIOD} or later.`)
  .refine((p) => p <= latestPeriod(), 'The month cannot be in the future.');

export const MetricValueInput = z.object({ period: zPeriod, value: zMetricAmount });
/** In an update a value of null removes that month's value. */
export const MetricValueChange = z.object({ period: zPeriod, value: zMetricAmount.nullable() });

const oncePerMonth = <T extends { period: string }>(values: T[] | undefined, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  values?.forEach((v, i) => {
    if (seen.has(v.period)) ctx.addIssue({ code: 'custom', path: ['values', i, 'period'], message: 'Each month may appear once.' });
    seen.add(v.period);
  });
};
const valuesOf = <S extends z.ZodType>(item: S) =>
  z.array(item).max(METRIC_VALUES_MAX, `At most ${METRIC_VALUES_MAX} months at once.`);

const fields = {
  name: zRequiredText(METRIC_NAME_MAX, 'Name'),
  unit: z.enum(METRIC_UNITS, { error: 'Choose currency, percent or number.' }),
  description: zOptionalText(METRIC_DESCRIPTION_MAX),
  target: zMetricAmount.nullish(),
};

/** POST /api/v1/clientportal/metrics/list/: the metrics of `user_id` (default the caller). */
export const MetricListBody = z.object({ user_id: zId.optional() });

/** POST /api/v1/clientportal/metrics/save: a new metric, optionally with its first values. */
export const MetricSaveBody = z.object({
  user_id: zId.optional(),
  ...fields,
  unit: fields.unit.default('number'),
  values: valuesOf(MetricValueInput).optional(),
}).superRefine((b, ctx) => oncePerMonth(b.values, ctx));
export type MetricSaveBody = z.input<typeof MetricSaveBody>;

/**
 * POST /api/v1/clientportal/metrics/update: what is named changes (left out → unchanged; an empty
 * description or a null target clears it); `values` are set month by month.
 */
export const MetricUpdateBody = z.object({
  user_id: zId.optional(),
  metric_id: zId,
  name: fields.name.optional(),
  unit: fields.unit.optional(),
  description: fields.description,
  target: fields.target,
  values: valuesOf(MetricValueChange).optional(),
}).superRefine((b, ctx) => oncePerMonth(b.values, ctx));
export type MetricUpdateBody = z.input<typeof MetricUpdateBody>;

/** POST /api/v1/coachingportal/metrics/share/: mail the metric to the client's coach. */
export const MetricShareBody = z.object({
  user_id: zId.optional(),
  metric_id: zId,
  message: zOptionalText(SHARE_MESSAGE_MAX),
});
export type MetricShareBody = z.input<typeof MetricShareBody>;

export const MetricValue = z.object({ period: z.string(), value: z.number() });
export type MetricValue = z.infer<typeof MetricValue>;
export const Metric = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  unit: z.enum(METRIC_UNITS),
  description: z.string(),
  target: z.number().nullable(),
  /** Oldest month first. */
  values: z.array(MetricValue),
  /** The client's currency (that of their newest assessment, spec §4), for 'currency' values; null when they have none. */
  currency: z.object({ code: z.string(), symbol: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Metric = z.infer<typeof Metric>;
/** The list: oldest metric first, each with its values oldest month first. */
export const MetricList = z.array(Metric);
/** spec §7: the share call's data is a message ('Email sent successfully'). */
export const MetricShareReply = z.string();

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A value as the page and the share mail show it: "$12,400.00" ("12,400.00" without a currency), "38.5 %", "42". */
export function formatMetricValue(value: number, unit: MetricUnit, currency: { symbol: string } | null = null): string {
  if (unit === 'currency') return `${value < 0 ? '-' : ''}${currency?.symbol ?? ''}${cents.format(Math.abs(value))}`;
  return unit === 'percent' ? `${amount.format(value)} %` : amount.format(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-03" → "Mar 2026". */
export function formatPeriod(period: string): string {
  const [y, m] = period.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}
