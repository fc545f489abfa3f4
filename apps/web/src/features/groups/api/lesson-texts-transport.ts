import type { SyncEntry, SyncKind } from '../../../lib/analytics-sync/pending-queue.ts';
import type { SyncTransport } from '../../../lib/analytics-sync/sync-engine.ts';
import { gqlField } from '../../../lib/graphql.ts';
import { MANAGE_ANALYTICS } from './documents.ts';
import type { GroupRef } from './groups-api.ts';
import { ManageAnalyticsReply } from './schemas.ts';

/** The queued lesson texts: the lesson they belong to, and the texts as typed (spec §3 Lesson analytics). */
export interface LessonTextsEntry extends SyncEntry {
  group_id: string;
  user_group_id: string;
  lesson_id: string;
  profit_impact: string;
  notes: string;
}

/** One entry per member and lesson: later typing merges into the entry still waiting (spec §4). */
export const lessonTextsEntryId = (ref: GroupRef, lessonId: string) => `lesson-texts:${ref.userGroupId}:${lessonId}`;

/**
 * Sends queued lesson texts with spec §7 manageAnalytics, one call per lesson (its payload as the
 * spec gives it). The calls of one batch start together, so a page-hide send starts them all before
 * the page goes; `onSaved` hears of each lesson the server confirmed.
 */
export function lessonTextsTransport(onSaved: (entry: SyncEntry) => void): SyncTransport {
  return {
    async send(kind: SyncKind, { data, user_id }, { signal, keepalive }) {
      if (kind !== 'lesson') throw new Error(`The lesson page sends lesson texts only, not ${kind}.`);
      await Promise.all(data.map(async (entry) => {
        const { id: _id, ...fields } = entry;
        const reply = await gqlField(MANAGE_ANALYTICS, { ...fields, user_id: String(user_id) }, 'manageAnalytics',
          ManageAnalyticsReply, { signal, keepalive });
        if (!reply.success) throw new Error(reply.message || 'Your lesson notes were not saved.');
        onSaved(entry);
      }));
    },
  };
}
