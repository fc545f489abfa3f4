import {
  formatPeriod, METRIC_DESCRIPTION_MAX, METRIC_NAME_MAX, METRIC_UNITS, zMetricAmount, zOptionalText, zPeriod, zRequiredText,
  type FieldErrors, type Metric, type MetricSaveBody, type MetricUpdateBody,
} from '@portal/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Field } from '../../shared/ui/field.tsx';
import { monthsBack } from './months.ts';

const UNIT_LABELS: Record<(typeof METRIC_UNITS)[number], string> = { currency: 'Currency', percent: 'Percent', number: 'Number' };
/** An empty box is "no value": null, not a 0. */
const zBlankOrAmount = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), zMetricAmount.nullable());

/** The add and edit forms' fields, checked with the contract's own rules. */
export const MetricFormFields = z.object({
  name: zRequiredText(METRIC_NAME_MAX, 'Name'),
  unit: z.enum(METRIC_UNITS),
  description: zOptionalText(METRIC_DESCRIPTION_MAX),
  target: zBlankOrAmount,
  /** The month the value is for: this month, or one before it (a client entering their history). */
  period: zPeriod,
  value: zBlankOrAmount,
});
export type MetricFormValues = z.output<typeof MetricFormFields>;
export const METRIC_FORM_FIELDS = Object.keys(MetricFormFields.shape);

/** The body of a save: the value entered, when there is one, is the metric's first, for the month chosen. */
export function saveBody(f: MetricFormValues): MetricSaveBody {
  return {
    name: f.name, unit: f.unit, description: f.description ?? '', target: f.target,
    ...(f.value === null ? {} : { values: [{ period: f.period, value: f.value }] }),
  };
}

/** The body of an update: every field, and the chosen month's value set, or removed when emptied. */
export function updateBody(metric: Metric, f: MetricFormValues): MetricUpdateBody {
  const had = metric.values.some((v) => v.period === f.period);
  return {
    metric_id: metric.id, name: f.name, unit: f.unit, description: f.description ?? '', target: f.target,
    ...(f.value === null && !had ? {} : { values: [{ period: f.period, value: f.value }] }),
  };
}

interface MetricFieldsProps {
  /** The metric being edited; none when adding. */
  metric?: Metric | undefined;
  /** This month, YYYY-MM in the client's time zone: the month chosen at first, and the latest offered. */
  month: string;
  errors: FieldErrors;
}

/** spec §2 metrics modals "add" and "edit": name, unit, description, target and a month's value (this month's at first). */
export function MetricFields({ metric, month, errors }: MetricFieldsProps) {
  const [period, setPeriod] = useState(month);
  const stored = metric?.values.find((v) => v.period === period)?.value;
  return (
    <>
      <Field label="Name" required error={errors.name} hint="For example: Monthly revenue, New leads, Gross margin">
        {(a) => <input {...a} name="name" maxLength={METRIC_NAME_MAX} required defaultValue={metric?.name ?? ''} />}
      </Field>
      <Field label="Unit" error={errors.unit}>
        {(a) => (
          <select {...a} name="unit" defaultValue={metric?.unit ?? 'currency'}>
            {METRIC_UNITS.map((u) => <option key={u} value={u}>{UNIT_LABELS[u]}</option>)}
          </select>
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(a) => <textarea {...a} name="description" rows={2} maxLength={METRIC_DESCRIPTION_MAX} defaultValue={metric?.description ?? ''} />}
      </Field>
      <Field label="Target" error={errors.target} hint="Optional">
        {(a) => <input {...a} name="target" inputMode="decimal" autoComplete="off" defaultValue={metric?.target ?? ''} />}
      </Field>
      <div className="metric-form__pair">
        <Field label="Month" error={errors.period} hint="This month or an earlier one">
          {(a) => (
            <select {...a} name="period" value={period} onChange={(e) => setPeriod(e.target.value)}>
              {monthsBack(month, undefined, metric?.values.map((v) => v.period)).map((p) => <option key={p} value={p}>{formatPeriod(p)}</option>)}
            </select>
          )}
        </Field>
        {/* keyed by the month: choosing another shows that month's stored value */}
        <Field key={period} label={`Value for ${formatPeriod(period)}`} error={errors.value} hint="Optional">
          {(a) => <input {...a} name="value" inputMode="decimal" autoComplete="off" defaultValue={stored ?? ''} />}
        </Field>
      </div>
    </>
  );
}
