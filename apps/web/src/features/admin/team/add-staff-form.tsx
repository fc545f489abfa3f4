import { ADMIN_MESSAGES, STAFF_NAME_MAX, StaffCreateBody } from '@portal/contract';
import { notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { useCheckedForm } from '../../../shared/ui/use-checked-form.ts';
import { useAddStaff } from '../admin-api.ts';

const FIELDS = Object.keys(StaffCreateBody.shape);

/** POST /api/v1/admin/staff: the new person is mailed a link to set their password. */
export function AddStaffForm() {
  const form = useCheckedForm(StaffCreateBody);
  const add = useAddStaff({
    onDone: () => {
      form.succeeded({ reset: true });
      notifySuccess(ADMIN_MESSAGES.staffAdded);
    },
    onFailed: (error) => form.failed(error, FIELDS),
  });
  const { errors } = form;
  return (
    <form className="card" onSubmit={form.submitWith((body) => add.mutate(body))} noValidate aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">Add a coach or admin</h2>
      <p className="team__note">They get an email with a link to set their password, then sign in with this email address.</p>
      <div className="team__fields">
        <Field label="First name" required error={errors.first_name}>
          {(a) => <input {...a} name="first_name" autoComplete="off" maxLength={STAFF_NAME_MAX} required />}
        </Field>
        <Field label="Last name" required error={errors.last_name}>
          {(a) => <input {...a} name="last_name" autoComplete="off" maxLength={STAFF_NAME_MAX} required />}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(a) => <input {...a} name="email" type="email" autoComplete="off" maxLength={254} required />}
        </Field>
        <Field label="Role" error={errors.role_id} hint="An admin also runs the portal: its brand and this list.">
          {(a) => (
            <select {...a} name="role_id" defaultValue="2">
              <option value="2">Coach</option>
              <option value="1">Admin</option>
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" busy={add.isPending} busyLabel="sending">Add and send the email</Button>
    </form>
  );
}
