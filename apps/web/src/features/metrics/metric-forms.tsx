import { MESSAGES, SHARE_MESSAGE_MAX, zOptionalText, type Metric } from '@portal/contract';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { METRIC_FORM_FIELDS, MetricFields, MetricFormFields, saveBody, updateBody } from './metric-fields.tsx';
import { useSaveMetric, useShareMetric, useUpdateMetric } from './metrics-api.ts';

interface FormProps { month: string; onDone: () => void }

/** spec §2 metrics modal "add". */
export function AddMetricForm({ month, onDone }: FormProps) {
  const form = useCheckedForm(MetricFormFields);
  const save = useSaveMetric({
    onSuccess: (m) => { form.succeeded(); notifySuccess(`${m.name} was added to your metrics`); onDone(); },
    onError: (error) => form.failed(error, METRIC_FORM_FIELDS),
  });
  return (
    <form onSubmit={form.submitWith((f) => save.mutate(saveBody(f)))} noValidate className="stack">
      <MetricFields month={month} errors={form.errors} />
      <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">Add metric</Button>
    </form>
  );
}

/** spec §2 metrics modal "edit": the metric's fields and a month's value (this month's at first). */
export function EditMetricForm({ metric, month, onDone }: FormProps & { metric: Metric }) {
  const form = useCheckedForm(MetricFormFields);
  const update = useUpdateMetric({
    onSuccess: (m) => { form.succeeded(); notifySuccess(`${m.name} was updated`); onDone(); },
    onError: (error) => form.failed(error, METRIC_FORM_FIELDS),
  });
  return (
    <form onSubmit={form.submitWith((f) => update.mutate(updateBody(metric, f)))} noValidate className="stack">
      <MetricFields metric={metric} month={month} errors={form.errors} />
      <Button type="submit" variant="primary" busy={update.isPending} busyLabel="saving">Save changes</Button>
    </form>
  );
}

const ShareFields = z.object({ message: zOptionalText(SHARE_MESSAGE_MAX) });

/** spec §2 metrics modal "share": mails the metric to the coach; §8 'Email sent successfully' / 'Unable to send email'. */
export function ShareMetricForm({ metric, onDone }: { metric: Metric; onDone: () => void }) {
  const form = useCheckedForm(ShareFields);
  const share = useShareMetric({
    onSuccess: (message) => { form.succeeded(); notifySuccess(message || MESSAGES.emailSent); onDone(); },
    onError: () => notifyError(MESSAGES.unableToSendEmail),
  });
  return (
    <form onSubmit={form.submitWith((f) => share.mutate({ metric_id: metric.id, message: f.message }))} noValidate className="stack">
      <p>Your coach receives {metric.name} with its last twelve months of values by email.</p>
      <Field label="Message to your coach" error={form.errors.message} hint="Optional">
        {(a) => <textarea {...a} name="message" rows={3} maxLength={SHARE_MESSAGE_MAX} />}
      </Field>
      <Button type="submit" variant="primary" busy={share.isPending} busyLabel="sending">Send to my coach</Button>
    </form>
  );
}
