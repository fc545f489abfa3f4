import { z } from 'zod';
import { keepOrClear, zOptionalText, zRequiredText, zUrl } from './common.ts';

const zTimeZone = z.string().trim().max(64).refine((tz) => {
  if (tz === '') return true;
  try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return true; } catch { return false; }
}, 'Choose a valid time zone.');
const zBirthday = z.union([z.iso.date('Use the format YYYY-MM-DD.'), z.literal('')]).nullish()
  .transform(keepOrClear);

/** POST /api/v1/students/update/{id}: personal details. Fields left out keep their value. */
export const ProfileUpdateBody = z.object({
  first_name: zRequiredText(100, 'First name'),
  last_name: zRequiredText(100, 'Last name'),
  title: zOptionalText(150),
  location: zOptionalText(150),
  time_zone: zTimeZone.nullish().transform(keepOrClear),
  phone_number: z.string().trim().max(40).regex(/^[+()\d\s.-]*$/, 'Use digits, spaces and + ( ) - only.')
    .nullish().transform(keepOrClear),
  birthday: zBirthday,
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

/** POST /api/v1/students/updatetwo/{id}: company and online presence. */
export const ProfileUpdateTwoBody = z.object({
  company: zOptionalText(150),
  website: zUrl,
  facebook: zUrl,
  twitter: zUrl,
  linkedin: zUrl,
});
export type ProfileUpdateTwoBody = z.input<typeof ProfileUpdateTwoBody>;

/**
 * POST /api/v1/student/profilephoto/update (multipart): the text fields beside `file`. `id` is the
 * caller's id, encoded (spec §3 "id (hashed)"); `_method` is always POST.
 */
export const ProfilePhotoFields = z.object({
  id: z.string({ error: 'The id is required.' }).min(1, 'The id is required.').max(200),
  _method: z.literal('POST').optional(),
});
export type ProfilePhotoFields = z.infer<typeof ProfilePhotoFields>;
