import { z } from 'zod';
import { keepOrClear, zOptionalText, zRequiredText, zUrl } from './common.ts';

const zTimeZone = z.string().trim().max(64).refine((tz) => {
  if (tz === '') return true;
  try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return true; } catch { return false; }
}, 'Choose a valid time zone.');
/**
 * The `updated_at` of the record a form was filled from (issue 8 finding 10): a save based on an
 * older version is refused with 409 instead of overwriting newer data. Left out, the save is not
 * checked (spec §7's client sends no version).
 */
export const zBasedOn = z.iso.datetime({ offset: true, error: 'The record version is not a valid time.' }).optional();
export const PROFILE_STALE_MESSAGE = 'Your profile was changed elsewhere. Reload to see the latest version.';

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
  updated_at: zBasedOn,
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

/** POST /api/v1/students/updatetwo/{id}: company and online presence. */
export const ProfileUpdateTwoBody = z.object({
  company: zOptionalText(150),
  website: zUrl,
  facebook: zUrl,
  twitter: zUrl,
  linkedin: zUrl,
  updated_at: zBasedOn,
});
export type ProfileUpdateTwoBody = z.input<typeof ProfileUpdateTwoBody>;

/**
 * POST /api/v1/student/profilephoto/update (multipart): the text fields beside `file`. `id` is the
 * caller's id, encoded (spec §3 "id (hashed)"); `_method` is always POST; `updated_at` as above.
 */
export const ProfilePhotoFields = z.object({
  id: z.string({ error: 'The id is required.' }).min(1, 'The id is required.').max(200),
  _method: z.literal('POST').optional(),
  updated_at: zBasedOn,
});
export type ProfilePhotoFields = z.infer<typeof ProfilePhotoFields>;
