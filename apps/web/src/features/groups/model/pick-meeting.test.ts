import type { LessonMeeting } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { meetingIsOver, pickMeeting } from './pick-meeting.ts';

const meeting = (id: string, meeting_time: string): LessonMeeting =>
  ({ id, group_id: '1', lesson_id: '2', coach_id: null, meeting_time, time_zone: 'UTC', meeting_url: null });
const NOW = Date.parse('2025-03-10T12:00:00Z');

describe('which lesson meeting to show', () => {
  it('shows the next meeting still ahead', () => {
    const list = [meeting('late', '2025-03-20T12:00:00Z'), meeting('old', '2025-03-01T12:00:00Z'), meeting('soon', '2025-03-12T12:00:00Z')];
    expect(pickMeeting(list, NOW)?.id).toBe('soon');
  });

  it('keeps a meeting that started less than two hours ago (it may still be running)', () => {
    const running = meeting('running', '2025-03-10T11:00:00Z');
    expect(meetingIsOver(running, NOW)).toBe(false);
    expect(pickMeeting([running, meeting('next', '2025-03-17T11:00:00Z')], NOW)?.id).toBe('running');
  });

  it('falls back to the latest past meeting, and to none', () => {
    expect(pickMeeting([meeting('a', '2025-02-01T12:00:00Z'), meeting('b', '2025-03-01T12:00:00Z')], NOW)?.id).toBe('b');
    expect(pickMeeting([], NOW)).toBeNull();
    expect(pickMeeting([meeting('bad', 'not a date')], NOW)).toBeNull();
  });
});
