import { useState } from 'react';
import { errorText } from '../model/error-text.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLessonMeetings, type GroupRef } from '../api/groups-api.ts';
import { MeetingInfo } from '../components/meeting-info.tsx';
import { pickMeeting } from '../model/pick-meeting.ts';

interface Props { groupRef: GroupRef; lessonId: string; coachId: string | null; zone: string }

/** The lesson's meeting (spec §3 Lesson meeting) in the member's time zone, with its join link. */
export function LessonMeetingSection({ groupRef, lessonId, coachId, zone }: Props) {
  const meetings = useLessonMeetings(groupRef, lessonId, coachId);
  const [now] = useState(Date.now);
  return (
    <section aria-labelledby="lesson-meeting-title">
      <h2 id="lesson-meeting-title">Meeting</h2>
      <QueryState query={meetings} rows={1} loading="Loading the meeting" failed="We could not load the meeting." reason={errorText}>
        {(list) => {
          const meeting = pickMeeting(list, now);
          return meeting
            ? <MeetingInfo meeting={meeting} zone={zone} unpaid={false} />
            : <p>No meeting is scheduled for this lesson.</p>;
        }}
      </QueryState>
    </section>
  );
}
