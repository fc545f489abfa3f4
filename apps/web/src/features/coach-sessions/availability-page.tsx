import { Link } from 'react-router';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useAvailability } from './api.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { AGENDA_PATH, SessionsNav } from './sessions-nav.tsx';
import './coach-sessions.css';

/** /coach/sessions/availability: when clients may book the coach, and the rules around it (issue 20). */
export default function AvailabilityPage() {
  const availability = useAvailability();
  return (
    <section className="page cs-page" aria-labelledby="cs-availability-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to={AGENDA_PATH}>Sessions</Link></li><li aria-current="page">Availability</li></ol>
      </nav>
      <h1 id="cs-availability-title" className="page__title">Availability</h1>
      <SessionsNav />
      <QueryState query={availability} loading="Loading your availability" failed="We could not load your availability.">
        {(data) => <AvailabilityForm availability={data} />}
      </QueryState>
    </section>
  );
}
