import type { ScheduleEntry } from '@portal/contract';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { YourSessions } from './booking/your-sessions.tsx';
import { ScheduleEntryCard } from './schedule-entry.tsx';
import { useSchedule } from './schedule-api.ts';
import './schedule.css';

/** /schedule: the sessions the client booked (issue 20), then the coach-provided schedule, upcoming and past (spec §2). */
export default function SchedulePage() {
  const user = useUser();
  const zone = userTimeZone(user);
  const schedule = useSchedule();
  return (
    <section className="page" aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="page__title">My Schedule</h1>
      <p className="schedule__zone-note">Times are shown in your time zone, {zone}.</p>
      <YourSessions zone={zone} />
      <QueryState query={schedule} loading="Loading your schedule" failed="We could not load your schedule.">
        {({ upcoming, past }) => (
          <div className="stack">
            <ScheduleSection id="upcoming" title="Upcoming sessions" entries={upcoming} zone={zone} upcoming
              empty="No upcoming sessions. When your coach schedules one, it appears here." />
            <ScheduleSection id="past" title="Past sessions" entries={past} zone={zone} upcoming={false}
              empty="No past sessions yet." />
          </div>
        )}
      </QueryState>
    </section>
  );
}

interface SectionProps {
  id: string;
  title: string;
  entries: ScheduleEntry[];
  zone: string;
  upcoming: boolean;
  empty: string;
}

function ScheduleSection({ id, title, entries, zone, upcoming, empty }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title} <span className="schedule__count">({entries.length})</span></h2>
      {entries.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="schedule__list">
          {entries.map((entry) => (
            <li key={entry.id}><ScheduleEntryCard entry={entry} zone={zone} upcoming={upcoming} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
