import { ADMIN_ROLE_ID, type CoachProfile } from '@portal/contract';
import { extractMessage } from '../../lib/error-message.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { useCoachProfile } from './coach-api.ts';
import { CoachContacts } from './coach-contacts.tsx';
import { CoachThanks } from './coach-thanks.tsx';
import './coach.css';

/** /coachprofile: the coach's profile (spec §2). */
export default function CoachPage() {
  const admin = useUser().role_id === ADMIN_ROLE_ID;
  const coach = useCoachProfile(!admin);
  return (
    <section className="page" aria-labelledby="coach-title">
      <h1 id="coach-title" className="page__title">My Coach's Profile</h1>
      {admin ? (
        <EmptyState title="Administrators do not have a coach.">
          <p>Clients see their coach's profile and contact details here.</p>
        </EmptyState>
      ) : coach.isPending ? (
        <Skeleton rows={2} label="Loading your coach's profile" />
      ) : coach.isError ? (
        <ErrorState title={`We could not load your coach's profile. ${extractMessage(coach.error)}`} onRetry={() => void coach.refetch()} />
      ) : coach.data === null ? (
        <EmptyState title="You do not have a coach yet.">
          <p>Once a coach is assigned to you, their profile and contact details appear here.</p>
        </EmptyState>
      ) : (
        <CoachCard coach={coach.data} />
      )}
    </section>
  );
}

function CoachCard({ coach }: { coach: CoachProfile }) {
  // a coach opening this page sees their own profile: nobody to thank there
  const ownProfile = useUser().id === coach.id;
  const name = `${coach.first_name} ${coach.last_name}`.trim();
  const booking = safeHttpUrl(coach.booking_url);
  const role = [coach.title, coach.company].filter(Boolean).join(', ');
  return (
    <article className="card coach" aria-labelledby="coach-name">
      <div className="coach__header">
        <Avatar person={coach} size="lg" alt={`Photo of ${name}`} />
        <div>
          <h2 id="coach-name" className="coach__name">{name}</h2>
          {role && <p className="coach__role">{role}</p>}
          {(coach.location || coach.time_zone) && (
            <p className="coach__place">{[coach.location, coach.time_zone].filter(Boolean).join(' · ')}</p>
          )}
        </div>
      </div>
      {booking && (
        <a className="btn btn--primary coach__booking" href={booking} target="_blank" rel="noopener noreferrer">
          Book a session<span className="visually-hidden"> with {name} (opens in a new tab)</span>
        </a>
      )}
      {coach.bio && (
        <section aria-labelledby="coach-bio">
          <h3 id="coach-bio">About</h3>
          <p className="coach__bio">{coach.bio}</p>
        </section>
      )}
      <section aria-labelledby="coach-contact">
        <h3 id="coach-contact">Contact</h3>
        <CoachContacts coach={coach} />
      </section>
      {!ownProfile && <CoachThanks coachName={name} />}
    </article>
  );
}
