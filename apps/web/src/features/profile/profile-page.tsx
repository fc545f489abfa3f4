import { useUser } from '../../lib/session/session-context.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { CompanyForm } from './company-form.tsx';
import { DetailsForm } from './details-form.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import './profile.css';

/** /profile: the user's own profile (spec §2, §3). */
export default function ProfilePage() {
  const user = useUser();
  return (
    <section className="page stack" aria-labelledby="profile-title">
      <div>
        <h1 id="profile-title" className="page__title">My Profile</h1>
        <p className="profile__note">Signed in as <strong>{user.email}</strong></p>
      </div>
      <PhotoUpload user={user} />
      <DetailsForm user={user} />
      <CompanyForm user={user} />
      <ActiveSessions />
    </section>
  );
}
