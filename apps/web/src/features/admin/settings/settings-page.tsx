import { TENANT_SENDER_MAX, TenantSettingsBody, type TenantSettings } from '@portal/contract';
import { notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { TimeZoneField } from '../../../shared/ui/time-zone-field.tsx';
import { useCheckedForm } from '../../../shared/ui/use-checked-form.ts';
import { useSaveSettings, useTenantSettings } from '../admin-api.ts';
import '../admin.css';

const FIELDS = Object.keys(TenantSettingsBody.shape);
export const SETTINGS_SAVED = 'Settings saved';

/** /admin/settings (issue 23): what the tenant's admins set for the whole portal. */
export default function SettingsPage() {
  const settings = useTenantSettings();
  return (
    <section className="page stack" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page__title">Portal settings</h1>
      <QueryState query={settings} loading="Loading the settings" failed="We could not load the settings.">
        {(current) => <SettingsForm current={current} />}
      </QueryState>
    </section>
  );
}

function SettingsForm({ current }: { current: TenantSettings }) {
  const form = useCheckedForm(TenantSettingsBody);
  const save = useSaveSettings({
    onDone: () => {
      form.succeeded();
      notifySuccess(SETTINGS_SAVED);
    },
    onFailed: (error) => form.failed(error, FIELDS),
  });
  const { errors } = form;
  return (
    <form className="card stack" onSubmit={form.submitWith((body) => save.mutate(body))} noValidate aria-label="Portal settings">
      <Field label="Mail sender name" error={errors.mail_sender_name}
        hint={`The name your clients see mail from, at ${current.mail_from_address}. Leave it empty for "${current.name}".`}>
        {(a) => <input {...a} name="mail_sender_name" autoComplete="off" maxLength={TENANT_SENDER_MAX} defaultValue={current.mail_sender_name ?? ''} />}
      </Field>
      <Field label="Support email" required error={errors.support_email} hint="Help tickets and error reports go here.">
        {(a) => <input {...a} name="support_email" type="email" autoComplete="off" maxLength={254} required defaultValue={current.support_email} />}
      </Field>
      <Field label="Currency" required error={errors.currency} hint="The 3-letter code of the currency programme prices and payments are in, such as USD or EUR.">
        {(a) => <input {...a} name="currency" autoComplete="off" maxLength={3} required defaultValue={current.currency.toUpperCase()} className="settings__currency" />}
      </Field>
      <TimeZoneField zone={current.time_zone} error={errors.time_zone} />
      <p className="team__note">The time zone is where people start until they choose their own on their profile.</p>
      <div>
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">Save the settings</Button>
      </div>
    </form>
  );
}
