import { ProfileUpdateTwoBody } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { updateCompany } from './profile-api.ts';
import type { ProfileFormProps } from './profile-form-props.ts';
import { StaleNotice } from './stale-notice.tsx';
import { useSaveProfile } from './use-save-profile.ts';

const LINKS = [
  { name: 'website', label: 'Website' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'twitter', label: 'Twitter' },
  { name: 'linkedin', label: 'LinkedIn' },
] as const;

/** POST /api/v1/students/updatetwo/{id}: company and online presence (ProfileUpdateTwoBody). */
export function CompanyForm({ user, basedOn, onReload, reloading }: ProfileFormProps) {
  const { errors, stale, busy, onSubmit } = useSaveProfile(ProfileUpdateTwoBody, (body) => updateCompany(user.id, body));
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="company-title">
      <h2 id="company-title">Company and links</h2>
      <p className="profile__note">Links are full addresses, starting with https://</p>
      <div className="form-grid">
        <Field label="Company" error={errors.company}>
          {(a) => <input {...a} name="company" autoComplete="organization" defaultValue={user.company ?? ''} />}
        </Field>
        {LINKS.map(({ name, label }) => (
          <Field key={name} label={label} error={errors[name]}>
            {(a) => <input {...a} name={name} type="url" inputMode="url" defaultValue={user[name] ?? ''} />}
          </Field>
        ))}
      </div>
      {basedOn && <input type="hidden" name="updated_at" value={basedOn} />}
      <StaleNotice message={stale} onReload={onReload} reloading={reloading} />
      <Button type="submit" variant="primary" busy={busy}>Save company and links</Button>
    </form>
  );
}
