import { z } from 'zod';
import { zEmail, zId, zOptionalText } from './common.ts';
import { zText } from './text.ts';

// spec §2 /resources and its modals, §3 File and "Resource sent to the coach", §5 resource upload
// rules, §7 companies/files, newcoachfile, updatefile, deletefile: the files between a client and
// their coach. Every call answers the caller's list of the company's files (newest first).

export const FILE_DESCRIPTION_MAX = 2_000;

/**
 * The text fields of POST /api/v1/companies/newcoachfile/ (multipart, spec §5): `company_id` always,
 * `description` only when non-empty, `_method=POST`; the files come as `files[]`. A coach sharing a
 * file names the client it is for in `user_id` (a client sends to their own coach).
 */
export const NewCoachFileFields = z.object({
  company_id: zId,
  description: zOptionalText(FILE_DESCRIPTION_MAX),
  user_id: zId.optional(),
  _method: z.literal('POST').optional(),
});
export type NewCoachFileFields = z.input<typeof NewCoachFileFields>;

/**
 * POST /api/v1/companies/updatefile/: the file `id`'s description (left out: unchanged, empty:
 * cleared). Sent as JSON, or as multipart with one replacement `file` beside the same fields.
 */
export const FileUpdateBody = z.object({
  id: zId,
  description: zOptionalText(FILE_DESCRIPTION_MAX),
  _method: z.literal('POST').optional(),
});
export type FileUpdateBody = z.input<typeof FileUpdateBody>;

/** POST /api/v1/companies/deletefile/ and /downloadfile/: the file `id`. */
export const FileIdBody = z.object({ id: zId });
export type FileIdBody = z.input<typeof FileIdBody>;

/** spec §3 File (id, file_name, description, company_id) and what the page shows of it. */
export const CompanyFile = z.object({
  id: z.number().int(),
  file_name: z.string(),
  description: z.string(),
  company_id: z.number().int(),
  /** The client the file is between (with their coach). */
  client_id: z.number().int(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** 'sent': the client sent it to the coach; 'shared': the coach shared it with the client. */
  direction: z.enum(['sent', 'shared']),
  uploader_name: z.string(),
  /** The caller uploaded it, so may edit and delete it. */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyFile = z.infer<typeof CompanyFile>;
export const CompanyFileList = z.array(CompanyFile);
export type CompanyFileList = z.infer<typeof CompanyFileList>;

// spec §7 "Coach, team, testimonials": testimonials/addtestimonial and /addreferral.

export const TESTIMONIAL_MAX = 5_000;
export const REFERRAL_NOTE_MAX = 1_000;
/** Referral mail goes to someone who never asked for it: a client may introduce this many a day. */
export const REFERRALS_PER_DAY = 3;

/** POST /api/v1/testimonials/addtestimonial: what the client says about working with their coach. */
export const TestimonialBody = z.object({
  testimonial: zText({ error: 'Write your testimonial.' }).trim().min(1, 'Write your testimonial.')
    .max(TESTIMONIAL_MAX, `Must be at most ${TESTIMONIAL_MAX} characters.`),
  /** 1–5 stars; left out, null or empty for none. */
  rating: z.union([
    z.literal(''), z.null(),
    z.union([z.number(), z.string().regex(/^\d$/, 'Choose 1 to 5 stars.').transform(Number)])
      .pipe(z.number().int('Choose 1 to 5 stars.').min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.')),
  ]).optional().transform((v) => (v === '' || v === null || v === undefined ? null : v)),
  /** The client lets the coach quote it publicly (with their name). */
  may_publish: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v === 'true' || v === '1' || v === 'on')])
    .optional().transform((v) => v ?? false),
});
export type TestimonialBody = z.input<typeof TestimonialBody>;

const zName = (label: string) => zText({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(100, 'Must be at most 100 characters.');

/** POST /api/v1/testimonials/addreferral: a person the client introduces to their coach. */
export const ReferralBody = z.object({
  first_name: zName('First name'),
  last_name: zName('Last name'),
  email: zEmail,
  phone: z.string().trim().max(40).regex(/^[+()\d\s.-]*$/, 'Use digits, spaces and + ( ) - only.').nullish()
    .transform((v) => v || null),
  note: zOptionalText(REFERRAL_NOTE_MAX),
});
export type ReferralBody = z.input<typeof ReferralBody>;

// spec §7 "Payments and mail": users/studentemail — the client's own receipt of a paid programme.

/** POST /api/v1/users/studentemail/: the user group (programme enrolment) whose receipt to mail. */
export const StudentEmailBody = z.object({ user_group_id: zId });
export type StudentEmailBody = z.input<typeof StudentEmailBody>;
/** spec §7: the call succeeds when the reply's status is 200; its data is the §8 toast text. */
export const StudentEmailReply = z.string();
