import type { ScheduleEntry } from '@portal/contract';
import { formatInZone } from '../../lib/format-date.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';

interface Props {
  entry: ScheduleEntry;
  /** The zone the user reads times in. */
  zone: string;
  upcoming: boolean;
}

/** One session: its time in the user's zone, the meeting's own zone, and the join link. */
export function ScheduleEntryCard({ entry, zone, upcoming }: Props) {
  const joinUrl = upcoming ? safeHttpUrl(entry.meeting_url) : null;
  const otherZone = entry.time_zone && entry.time_zone !== zone;
  return (
    <article className="card schedule-entry">
      <h3 className="schedule-entry__title">{entry.title}</h3>
      <p className="schedule-entry__time">
        <time dateTime={entry.starts_at}>{formatInZone(entry.starts_at, zone)}</time>
        {entry.ends_at && (
          <> – ends <time dateTime={entry.ends_at}>{formatInZone(entry.ends_at, zone, 'h:mm a z')}</time></>
        )}
      </p>
      <p className="schedule-entry__zone">
        {otherZone
          ? <>Meeting time zone: {entry.time_zone} ({formatInZone(entry.starts_at, entry.time_zone, 'h:mm a z')})</>
          : <>Meeting time zone: {entry.time_zone || zone}</>}
      </p>
      {entry.coach_name && <p className="schedule-entry__coach">With {entry.coach_name}</p>}
      {entry.description && <p className="schedule-entry__description">{entry.description}</p>}
      {joinUrl && (
        <a className="btn btn--primary" href={joinUrl} target="_blank" rel="noopener noreferrer">
          Join meeting<span className="visually-hidden"> for {entry.title} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
