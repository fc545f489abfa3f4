import { WEEKDAYS, type Availability, type FieldErrors } from '@portal/contract';
import { memo, useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { timeZoneList } from '../../lib/format-date.ts';
import { focusFirstInvalid, reportFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useUnsavedWarning } from '../../shared/ui/use-unsaved-warning.ts';
import { useSaveAvailability } from './api.ts';
import { checkDraft, draftOf, shownKeys, WEEKDAY_NAMES, type AvailabilityDraft } from './availability-draft.ts';
import { DatesOffEditor } from './dates-off-editor.tsx';
import { ExtraDatesEditor } from './extra-dates-editor.tsx';
import { NumberField } from './number-field.tsx';
import { RangesEditor } from './ranges-editor.tsx';
import { RemindersEditor } from './reminders-editor.tsx';

const LEAVE = 'Your availability has changes that are not saved. Leave without saving them?';
export const AVAILABILITY_SAVED = 'Your availability is saved.';

/** Every IANA zone the browser knows (about 400): kept apart, so typing elsewhere never re-renders them. */
const ZoneSelect = memo(function ZoneSelect({ zone, error, onChange }: { zone: string; error: string[] | undefined; onChange: (zone: string) => void }) {
  const zones = timeZoneList();
  return (
    <Field label="Time zone" required error={error}>
      {(a) => (
        <select {...a} required value={zone} onChange={(e) => onChange(e.currentTarget.value)}>
          {(zones.includes(zone) ? zones : [zone, ...zones]).map((z) => <option key={z} value={z}>{z}</option>)}
        </select>
      )}
    </Field>
  );
});

function Part({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="card cs-part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="cs-muted cs-part__hint">{hint}</p>}
      {children}
    </section>
  );
}

/** The coach's whole availability (issue 20), saved at once with PUT. */
export function AvailabilityForm({ availability }: { availability: Availability }) {
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(availability));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useUnsavedWarning(dirty, LEAVE);

  const update = (part: Partial<AvailabilityDraft>) => {
    setDraft((d) => ({ ...d, ...part }));
    setDirty(true);
  };
  const changeZone = useCallback((time_zone: string) => {
    setDraft((d) => ({ ...d, time_zone }));
    setDirty(true);
  }, []);
  const save = useSaveAvailability({
    onDone: (saved) => {
      setDraft(draftOf(saved));
      setErrors({});
      setDirty(false);
      notifySuccess(AVAILABILITY_SAVED);
    },
    onFailed: (error) => {
      setErrors(reportFormFailure(error, shownKeys(draft)));
      focusFirstInvalid(form.current);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    save.mutate(checked.body);
  };

  const noticeErrorId = 'cs-notice-error';
  const noticeError = errors.min_notice_minutes?.[0];
  return (
    <form ref={form} className="cs-form" noValidate onSubmit={submit} aria-label="Availability">
      <Part id="cs-zone-title" title="Time zone" hint="Your weekly hours, dates off and extra dates are read in this zone. Clients see the times in their own.">
        <ZoneSelect zone={draft.time_zone} error={errors.time_zone} onChange={changeZone} />
      </Part>

      <Part id="cs-weekly-title" title="Weekly hours" hint="When clients may book, day by day. A day may have several ranges; to end at midnight, set the end to 12:00 AM.">
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="cs-day">
            <legend className="cs-day__name">{WEEKDAY_NAMES[day]}</legend>
            <RangesEditor dayName={WEEKDAY_NAMES[day]} ranges={draft.weekly[day]} errors={errors} errorPath={`weekly.${day}`} emptyText="Closed"
              onChange={(ranges) => update({ weekly: { ...draft.weekly, [day]: ranges } })} />
          </fieldset>
        ))}
      </Part>

      <Part id="cs-off-title" title="Dates off" hint="Nobody can book these dates, whatever the weekly hours say.">
        <DatesOffEditor dates={draft.dates_off} errors={errors} onChange={(dates_off) => update({ dates_off })} />
      </Part>

      <Part id="cs-extra-title" title="Extra dates" hint="Dates with hours of their own, in place of that weekday's.">
        <ExtraDatesEditor dates={draft.extra_dates} errors={errors} onChange={(extra_dates) => update({ extra_dates })} />
      </Part>

      <Part id="cs-rules-title" title="Booking rules">
        <fieldset className="cs-notice">
          <legend className="field__label">Minimum notice</legend>
          <p className="field__hint">How long before a session clients may still book it.</p>
          <div className="cs-notice__row">
            <NumberField label="Hours" unit="hours" min={0} max={720} value={draft.notice_hours}
              groupErrorId={noticeError ? noticeErrorId : undefined} onChange={(notice_hours) => update({ notice_hours })} />
            <NumberField label="Minutes" unit="minutes" min={0} max={59} value={draft.notice_minutes}
              groupErrorId={noticeError ? noticeErrorId : undefined} onChange={(notice_minutes) => update({ notice_minutes })} />
          </div>
          {noticeError && <p id={noticeErrorId} className="field__error">{noticeError}</p>}
        </fieldset>
        <div className="cs-grid">
          <NumberField label="Buffer between sessions" unit="minutes" min={0} max={240} value={draft.buffer_minutes}
            hint="Free time kept after each session, from 0 to 240 minutes." error={errors.buffer_minutes?.[0]}
            onChange={(buffer_minutes) => update({ buffer_minutes })} />
          <NumberField label="Clients may book ahead" unit="days" min={1} max={365} value={draft.horizon_days}
            hint="How far ahead, from 1 to 365 days." error={errors.horizon_days?.[0]}
            onChange={(horizon_days) => update({ horizon_days })} />
          <NumberField label="Sessions a day, at most" unit="sessions" min={1} max={48} value={draft.max_per_day}
            hint="Leave empty for no limit." error={errors.max_per_day?.[0]}
            onChange={(max_per_day) => update({ max_per_day })} />
          <NumberField label="Clients may change a session until" unit="hours before" min={0} max={336} value={draft.cutoff_hours}
            hint="After this, they send you a message instead of moving or cancelling it." error={errors.cutoff_hours?.[0]}
            onChange={(cutoff_hours) => update({ cutoff_hours })} />
        </div>
      </Part>

      <Part id="cs-reminders-title" title="Reminders" hint="You and your client are reminded this long before each session.">
        <RemindersEditor reminders={draft.reminders} errors={errors} onChange={(reminders) => update({ reminders })} />
      </Part>

      <Part id="cs-behind-title" title="Who is behind">
        <NumberField label="Flag a client with no session booked in" unit="days" min={1} max={365} value={draft.behind_after_days}
          hint="They show as behind on your clients list. Leave empty to turn this off." error={errors.behind_after_days?.[0]}
          onChange={(behind_after_days) => update({ behind_after_days })} />
      </Part>

      <div className="form-actions">
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">Save availability</Button>
      </div>
    </form>
  );
}
