import { ProfileUpdateBody } from '@portal/contract';
import { useMemo } from 'react';
import { browserTimeZone, timeZoneList } from '../../lib/format-date.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { updateDetails } from './profile-api.ts';
import type { ProfileFormProps } from './profile-form-props.ts';
import { StaleNotice } from './stale-notice.tsx';
import { useSaveProfile } from './use-save-profile.ts';

/** POST /api/v1/students/update/{id}: personal details (ProfileUpdateBody). */
export function DetailsForm({ user, basedOn, onReload, reloading }: ProfileFormProps) {
  const { errors, stale, busy, onSubmit } = useSaveProfile(ProfileUpdateBody, (body) => updateDetails(user.id, body));
  const zones = useMemo(() => {
    const list = timeZoneList();
    return user.time_zone && !list.includes(user.time_zone) ? [user.time_zone, ...list] : list;
  }, [user.time_zone]);

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
      <h2 id="details-title">Personal details</h2>
      <div className="form-grid">
        <Field label="First name" required error={errors.first_name}>
          {(a) => <input {...a} name="first_name" autoComplete="given-name" defaultValue={user.first_name} required />}
        </Field>
        <Field label="Last name" required error={errors.last_name}>
          {(a) => <input {...a} name="last_name" autoComplete="family-name" defaultValue={user.last_name} required />}
        </Field>
        <Field label="Job title" error={errors.title}>
          {(a) => <input {...a} name="title" autoComplete="organization-title" defaultValue={user.title ?? ''} />}
        </Field>
        <Field label="Location" error={errors.location}>
          {(a) => <input {...a} name="location" autoComplete="address-level2" defaultValue={user.location ?? ''} />}
        </Field>
        <Field label="Time zone" error={errors.time_zone} hint="Schedule times are shown in this zone.">
          {(a) => (
            <select {...a} name="time_zone" defaultValue={user.time_zone ?? ''}>
              <option value="">Use this browser's time zone ({browserTimeZone()})</option>
              {zones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
            </select>
          )}
        </Field>
        <Field label="Phone number" error={errors.phone_number}>
          {(a) => <input {...a} name="phone_number" type="tel" autoComplete="tel" defaultValue={user.phone_number ?? ''} />}
        </Field>
        <Field label="Birthday" error={errors.birthday}>
          {(a) => <input {...a} name="birthday" type="date" autoComplete="bday" defaultValue={user.birthday ?? ''} />}
        </Field>
      </div>
      {basedOn && <input type="hidden" name="updated_at" value={basedOn} />}
      <StaleNotice message={stale} onReload={onReload} reloading={reloading} />
      <Button type="submit" variant="primary" busy={busy}>Save personal details</Button>
    </form>
  );
}
