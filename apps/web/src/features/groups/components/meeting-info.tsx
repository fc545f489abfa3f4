import type { LessonMeeting } from '@portal/contract';
import { useState } from 'react';
import { formatInZone } from '../../../lib/format-date.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { meetingIsOver } from '../model/pick-meeting.ts';
import './lesson-list.css';

interface Props {
  meeting: LessonMeeting;
  /** The zone the member reads times in (their profile's, else the browser's). */
  zone: string;
  /** The member's user group is unpaid: the server withholds the join link (SDL). */
  unpaid: boolean;
}

/** A lesson meeting: its time in the member's zone, the meeting's own zone, and the join link. */
export function MeetingInfo({ meeting, zone, unpaid }: Props) {
  const joinUrl = safeHttpUrl(meeting.meeting_url);
  const [now] = useState(Date.now);
  const past = meetingIsOver(meeting, now);
  return (
    <div className="meeting">
      <p className="meeting__time">
        <time dateTime={meeting.meeting_time}>{formatInZone(meeting.meeting_time, zone)}</time>
      </p>
      <p className="meeting__zone">
        {meeting.time_zone === zone
          ? <>Meeting time zone: {meeting.time_zone}</>
          : <>Meeting time zone: {meeting.time_zone} ({formatInZone(meeting.meeting_time, meeting.time_zone, 'h:mm a z')} there)</>}
      </p>
      {joinUrl && !past && (
        <a className="btn btn--primary" href={joinUrl} target="_blank" rel="noopener noreferrer">
          Join meeting<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      {!joinUrl && !past && (
        <p className="meeting__note">
          {unpaid ? 'The join link appears once the programme is paid.' : 'The join link has not been shared yet.'}
        </p>
      )}
      {past && <p className="meeting__note">This meeting has taken place.</p>}
    </div>
  );
}
