import type { LessonRecording } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { namedOrOwnUserGroup } from '../programmes/programme-policy.ts';
import { memberLesson } from './lesson-list.ts';

export const RECORDING_MESSAGES = {
  locked: 'This lesson is locked.',
  none: 'There is no recording for this lesson yet.',
  notInGroup: 'This lesson is not part of the group.',
} as const;

// spec §7 POST /api/v1/lessons/recording/: the recording of a lesson the caller may open.
// Another member's user group is 403 (whether or not it exists); a lesson that is not in the
// caller's user group, or has no recording, is 404; a locked lesson is 403 with its reason.
export function recordingService(db: Db, now: () => Date) {
  return {
    async recording(caller: UserRow, b: { lesson_id: number; user_group_id?: number | undefined; group_id?: number | undefined }): Promise<LessonRecording> {
      const rec = await namedOrOwnUserGroup(db, caller, { userGroupId: b.user_group_id, groupId: b.group_id });
      if (!rec) throw forbidden();
      const lesson = await memberLesson(db, caller.tenantId, rec.ug, b.lesson_id, now());
      if (!lesson) throw new HttpError(404, RECORDING_MESSAGES.notInGroup);
      if (lesson.lesson_access !== 1) throw new HttpError(403, RECORDING_MESSAGES.locked);
      if (!lesson._recordingUrl) throw new HttpError(404, RECORDING_MESSAGES.none);
      return { lesson_id: b.lesson_id, user_group_id: rec.ug.id, recording_url: lesson._recordingUrl };
    },
  };
}
