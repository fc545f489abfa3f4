import { CLIENT_ROLE_ID } from '@portal/contract';
import { isNewerUser, useOwnUser } from '../../lib/session/own-user.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { userTimeZone } from '../../lib/format-date.ts';
import { DataExportCard } from '../../shared/ui/data-export-card.tsx';
import { Skeleton } from '../../shared/ui/panels.tsx';
import { ActedForYou } from './acted-for-you.tsx';
import { ActiveSessions } from './active-sessions.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { CompanyForm } from './company-form.tsx';
import { DetailsForm } from './details-form.tsx';
import { NotificationPreferencesCard } from './notification-preferences.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import './profile.css';

/**
 * /profile: the user's own profile (spec §2, §3), how notifications come by mail (issue 21) and the
 * passkeys (issue 22). It reads the record from the server on opening, so a second device shows what
 * the first saved (and stores it as pas-user); the forms start from that record, and start again from
 * it after "Reload the latest version".
 */
export default function ProfilePage() {
  const stored = useUser();
  const fresh = useOwnUser({ always: true });
  // read afresh on opening; a failed read falls back to the stored copy
  const ready = fresh.isFetchedAfterMount || fresh.isError;
  const shown = ready && fresh.data && !fresh.isError ? fresh.data : stored;
  const latest = fresh.data && isNewerUser(fresh.data, stored) ? fresh.data : stored;
  const props = { basedOn: latest.updated_at, onReload: () => void fresh.refetch(), reloading: fresh.isRefetching };

  return (
    <section className="page stack" aria-labelledby="profile-title">
      <div>
        <h1 id="profile-title" className="page__title">My Profile</h1>
        <p className="profile__note">Signed in as <strong>{stored.email}</strong></p>
      </div>
      {ready ? (
        // each read of the record starts the forms again from its values
        <div key={fresh.dataUpdatedAt} className="stack">
          <PhotoUpload user={latest} {...props} />
          <DetailsForm user={shown} {...props} />
          <CompanyForm user={shown} {...props} />
        </div>
      ) : <Skeleton rows={6} label="Loading your profile" />}
      <NotificationPreferencesCard />
      <CalendarFeed />
      <PasskeysCard />
      <ActiveSessions />
      <ActedForYou />
      <DataExportCard base="/api/v1/me/export" title="Download my data" zone={userTimeZone(stored)}
        intro={<p>One ZIP of everything in the portal that is yours: profile, programmes, plan, boards, commitments, metrics, notes, mail, files, tickets, sessions and sign-ins, with a README that says what each file holds. It is made in the background and can be downloaded for 24 hours.</p>} />
      {stored.role_id === CLIENT_ROLE_ID && <DeleteAccount />}
    </section>
  );
}
