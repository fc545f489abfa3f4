import { useState } from 'react';
import { errorText } from '../model/error-text.ts';
import { ErrorState, Skeleton } from '../../../shared/ui/panels.tsx';
import { useLessonMeetings, type GroupRef } from '../api/groups-api.ts';
import { MeetingInfo } from '../components/meeting-info.tsx';
import { pickMeeting } from '../model/pick-meeting.ts';

interface Props { groupRef: GroupRef; lessonId: string; coachId: string | null; zone: string }

/** The lesson's meeting (spec §3 Lesson meeting) in the member's time zone, with its join link. */
export function LessonMeetingSection({ groupRef, lessonId, coachId, zone }: Props) {
  const meetings = useLessonMeetings(groupRef, lessonId, coachId);
  const [now] = useState(Date.now);
  const meeting = meetings.data ? pickMeeting(meetings.data, now) : null;
  return (
    <section aria-labelledby="lesson-meeting-title">
      <h2 id="lesson-meeting-title">Meeting</h2>
      {meetings.isPending ? (
        <Skeleton rows={1} label="Loading the meeting" />
      ) : meetings.isError ? (
        <ErrorState title={`We could not load the meeting. ${errorText(meetings.error)}`} onRetry={() => void meetings.refetch()} />
      ) : meeting ? (
        <MeetingInfo meeting={meeting} zone={zone} unpaid={false} />
      ) : (
        <p>No meeting is scheduled for this lesson.</p>
      )}
    </section>
  );
}
