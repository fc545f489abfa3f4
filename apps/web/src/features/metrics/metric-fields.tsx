import {
  formatPeriod, METRIC_DESCRIPTION_MAX, METRIC_NAME_MAX, METRIC_UNITS, zMetricAmount, zOptionalText, zRequiredText,
  type FieldErrors, type Metric, type MetricSaveBody, type MetricUpdateBody,
} from '@portal/contract';
import { z } from 'zod';
import { Field } from '../../shared/ui/field.tsx';

const UNIT_LABELS: Record<(typeof METRIC_UNITS)[number], string> = { currency: 'Currency', percent: 'Percent', number: 'Number' };
/** An empty box is "no value": null, not a 0. */
const zBlankOrAmount = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), zMetricAmount.nullable());

/** The add and edit forms' fields, checked with the contract's own rules. */
export const MetricFormFields = z.object({
  name: zRequiredText(METRIC_NAME_MAX, 'Name'),
  unit: z.enum(METRIC_UNITS),
  description: zOptionalText(METRIC_DESCRIPTION_MAX),
  target: zBlankOrAmount,
  value: zBlankOrAmount,
});
export type MetricFormValues = z.output<typeof MetricFormFields>;
export const METRIC_FORM_FIELDS = Object.keys(MetricFormFields.shape);

/** The body of a save: this month's value, when one was entered, is the metric's first. */
export function saveBody(f: MetricFormValues, month: string): MetricSaveBody {
  return {
    name: f.name, unit: f.unit, description: f.description ?? '', target: f.target,
    ...(f.value === null ? {} : { values: [{ period: month, value: f.value }] }),
  };
}

/** The body of an update: every field, and this month's value set, or removed when emptied. */
export function updateBody(metric: Metric, f: MetricFormValues, month: string): MetricUpdateBody {
  const had = metric.values.some((v) => v.period === month);
  return {
    metric_id: metric.id, name: f.name, unit: f.unit, description: f.description ?? '', target: f.target,
    ...(f.value === null && !had ? {} : { values: [{ period: month, value: f.value }] }),
  };
}

interface MetricFieldsProps {
  /** The metric being edited; none when adding. */
  metric?: Metric | undefined;
  /** YYYY-MM in the client's time zone. */
  month: string;
  errors: FieldErrors;
}

/** spec §2 metrics modals "add" and "edit": name, unit, description, target and this month's value. */
export function MetricFields({ metric, month, errors }: MetricFieldsProps) {
  const current = metric?.values.find((v) => v.period === month)?.value;
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
      <div className="metric-form__pair">
        <Field label="Target" error={errors.target} hint="Optional">
          {(a) => <input {...a} name="target" inputMode="decimal" autoComplete="off" defaultValue={metric?.target ?? ''} />}
        </Field>
        <Field label={`Value for ${formatPeriod(month)}`} error={errors.value} hint="Optional">
          {(a) => <input {...a} name="value" inputMode="decimal" autoComplete="off" defaultValue={current ?? ''} />}
        </Field>
      </div>
    </>
  );
}
