import { z } from 'zod';

// spec §3 User: the record the client stores (encoded) under pas-user.
export const User = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  company_id: z.number().int().nullable(),
  website: z.string().nullable(),
  role_id: z.number().int(),
  profile_pic: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  time_zone: z.string().nullable(),
  phone_number: z.string().nullable(),
  birthday: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  group_coaching: z.boolean(),
  flash_coaching: z.boolean(),
  business_academy: z.boolean(),
  pas_token: z.string(),
  /** When the record last changed; the version a profile save is based on (GET /api/v1/students/me). */
  updated_at: z.string().optional(),
});
export type User = z.infer<typeof User>;
export type ProgrammeFlag = 'group_coaching' | 'flash_coaching' | 'business_academy';
