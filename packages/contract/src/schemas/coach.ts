import { z } from 'zod';
import { zId } from './common.ts';

/** POST /api/v1/clientportal/coach/profile/ */
export const CoachProfileBody = z.object({ user_id: zId.optional() });
export const CoachProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  profile_pic: z.string().nullable(),
  phone_number: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  time_zone: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  booking_url: z.string().nullable(),
});
export type CoachProfile = z.infer<typeof CoachProfile>;
