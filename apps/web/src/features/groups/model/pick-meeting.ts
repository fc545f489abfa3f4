import type { LessonMeeting } from '@portal/contract';

/** Meetings carry no end time (spec §3): one stays joinable for this long after it starts. */
export const MEETING_JOINABLE_MS = 2 * 60 * 60 * 1000;

export const meetingIsOver = (meeting: Pick<LessonMeeting, 'meeting_time'>, now: number) =>
  Date.parse(meeting.meeting_time) + MEETING_JOINABLE_MS < now;

/** The meeting to show for a lesson: the next one not over yet, otherwise the latest that took place. */
export function pickMeeting(meetings: readonly LessonMeeting[], now: number): LessonMeeting | null {
  const timed = meetings.filter((m) => Number.isFinite(Date.parse(m.meeting_time)))
    .sort((a, b) => Date.parse(a.meeting_time) - Date.parse(b.meeting_time));
  return timed.find((m) => !meetingIsOver(m, now)) ?? timed.at(-1) ?? null;
}
