import {
  NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, NotificationPreferences, type FieldErrors, type NotificationDelivery,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, serverFieldErrors, validateForm } from '../../lib/form-errors.ts';
import { failureText } from '../../lib/toast.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import {
  fetchNotificationPreferences, notificationPreferencesKey, saveNotificationPreferences, type SavedPreferences,
} from './notification-preferences-api.ts';

const DELIVERY_CHOICES: readonly { value: NotificationDelivery; label: string }[] = [
  { value: 'now', label: 'At once' },
  { value: 'digest', label: 'Daily digest' },
  { value: 'off', label: 'Off' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Issue 21: on /profile, how each kind of notification the user receives comes by mail (at once,
 * in the daily digest, or not at all; the bell shows them all either way) and the digest's hour in
 * the user's time zone.
 */
export function NotificationPreferencesCard() {
  const preferences = useQuery({ queryKey: notificationPreferencesKey, queryFn: fetchNotificationPreferences });
  return (
    <section className="card" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">Notifications</h2>
      <p className="profile__note">Everything shows under the bell at the top. Choose what also comes to you by email.</p>
      <QueryState query={preferences} rows={4} loading="Loading your notification choices" failed="We could not load your notification choices.">
        {(saved) => <PreferencesForm saved={saved} />}
      </QueryState>
    </section>
  );
}

type Outcome = { state: 'none' } | { state: 'saved' } | { state: 'failed'; message: string };

function PreferencesForm({ saved }: { saved: SavedPreferences }) {
  const queryClient = useQueryClient();
  // What the user chose and has not saved yet: kept through a failed save and a fresh read alike.
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'none' });
  const form = useRef<HTMLFormElement>(null);
  const shown: NotificationPreferences = draft ?? { deliveries: saved.deliveries, digest_hour: saved.digest_hour };
  const kinds = NOTIFICATION_KINDS.filter((kind) => kind in saved.deliveries);

  const save = useActionMutation({
    mutationFn: (body: NotificationPreferences) => saveNotificationPreferences(body),
    onSuccess: (reply, sent) => {
      queryClient.setQueryData(notificationPreferencesKey, reply);
      setDraft((current) => (current === sent ? null : current)); // a change made meanwhile stays
      setErrors({});
      setOutcome({ state: 'saved' });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setOutcome({ state: 'failed', message: fields ? checkMessage(fields, kinds) : failureText(error) });
      focusFirstInvalid(form.current);
    },
  });

  const change = (next: NotificationPreferences) => {
    setDraft(next);
    setOutcome({ state: 'none' });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(NotificationPreferences, shown);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ state: 'failed', message: checkMessage(checked.errors, kinds) });
      focusFirstInvalid(form.current);
      return;
    }
    save.mutate(shown);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Notification mail">
      {kinds.map((kind) => (
        <DeliveryChoice key={kind} legend={NOTIFICATION_KIND_LABELS[kind]} name={`delivery-${kind}`}
          value={shown.deliveries[kind] ?? 'off'} error={errors[`deliveries.${kind}`]?.join(' ')}
          onChange={(delivery) => change({ ...shown, deliveries: { ...shown.deliveries, [kind]: delivery } })} />
      ))}
      <Field label="Daily digest time" hint="The digest comes once a day at this hour, in your time zone." error={errors.digest_hour}>
        {(control) => (
          <select {...control} name="digest_hour" value={shown.digest_hour}
            onChange={(event) => change({ ...shown, digest_hour: Number(event.target.value) })}>
            {HOURS.map((hour) => <option key={hour} value={hour}>{hourText(hour)} ({saved.time_zone})</option>)}
          </select>
        )}
      </Field>
      <div className="notify-prefs__actions">
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">Save notification choices</Button>
        {outcome.state === 'saved' && <p role="status" className="notify-prefs__saved">Saved.</p>}
        {outcome.state === 'failed' && <p role="alert" className="field__error">Not saved. {outcome.message}</p>}
      </div>
    </form>
  );
}

/** A failed check's summary: the marked choices, and any message that has no choice to stand beside. */
function checkMessage(errors: FieldErrors, kinds: readonly string[]): string {
  const shownKeys = new Set(['digest_hour', ...kinds.map((kind) => `deliveries.${kind}`)]);
  const elsewhere = Object.entries(errors).filter(([key]) => !shownKeys.has(key)).flatMap(([, list]) => list);
  return elsewhere.length ? elsewhere.join(' ') : 'Please check the marked choices.';
}

interface DeliveryChoiceProps {
  legend: string;
  name: string;
  value: NotificationDelivery;
  error: string | undefined;
  onChange: (value: NotificationDelivery) => void;
}

/** One kind's choice as a group of radio buttons, its message beside it. */
function DeliveryChoice({ legend, name, value, error, onChange }: DeliveryChoiceProps) {
  const id = useId();
  return (
    <fieldset className={`notify-prefs__kind${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="notify-prefs__choices">
        {DELIVERY_CHOICES.map((choice) => (
          <label key={choice.value} className="checkbox">
            <input type="radio" name={name} value={choice.value} checked={value === choice.value}
              aria-invalid={error ? true : undefined} onChange={() => onChange(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </fieldset>
  );
}
