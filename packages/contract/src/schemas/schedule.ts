import { z } from 'zod';
import { zId } from './common.ts';

/** POST /api/v1/clientportal/schedule/: the coach-provided schedule of the caller. */
export const ScheduleBody = z.object({ user_id: zId.optional() });
export const ScheduleEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  meeting_url: z.string().nullable(),
  coach_name: z.string().nullable(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntry>;
export const ScheduleReply = z.object({ upcoming: z.array(ScheduleEntry), past: z.array(ScheduleEntry) });
export type ScheduleReply = z.infer<typeof ScheduleReply>;
