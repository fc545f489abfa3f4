import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useStaff } from '../admin-api.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { StaffCard } from './staff-card.tsx';
import '../admin.css';

/** /admin/team: the tenant's coaches and admins (issue 12), for its admins. */
export default function TeamPage() {
  const staff = useStaff();
  return (
    <section className="page stack" aria-labelledby="team-title">
      <div>
        <h1 id="team-title" className="page__title">Coaches &amp; admins</h1>
        <p className="team__note">
          Coaches run their clients&apos; programmes. Admins do the same for any client and also run the portal: its brand and this list.
        </p>
      </div>
      <AddStaffForm />
      <section aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">People who run this portal</h2>
        <QueryState query={staff} loading="Loading the coaches and admins" failed="We could not load the coaches and admins."
          isEmpty={(list) => list.length === 0} empty="There are no coaches or admins yet.">
          {(list) => (
            <ul className="staff-list" aria-labelledby="staff-list-title">
              {list.map((member) => <li key={member.id}><StaffCard member={member} /></li>)}
            </ul>
          )}
        </QueryState>
      </section>
    </section>
  );
}
