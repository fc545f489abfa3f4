import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { zEmail, zId } from './common.ts';
import { User } from './user.ts';

const zPasswordInput = z.string({ error: 'The password is required.' }).min(1, 'The password is required.').max(1024);
const zOtp = z.string({ error: 'The code is required.' }).trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits.`);

/**
 * "Confirm it's you" before a change that cannot be undone by someone who merely found a signed-in
 * screen (issue 22: removing a passkey, deleting the account): the password, or a code mailed by
 * POST /api/v1/me/confirm-code to the signed-in user (for those without a password, or who forgot it).
 */
export const IdentityProof = z.union([
  z.object({ password: zPasswordInput }).strict(),
  z.object({ otp: zOtp }).strict(),
], { error: 'Enter your password or the code we mailed you.' });
export type IdentityProof = z.infer<typeof IdentityProof>;
export const ConfirmCodeReply = z.object({ sent: z.literal(true), expires_in: z.number().int() });
export type ConfirmCodeReply = z.infer<typeof ConfirmCodeReply>;

/** POST /api/auth/loginotp */
export const LoginOtpBody = z.object({ email: zEmail, password: zPasswordInput });
export const LoginOtpReply = z.object({ verified: z.string(), user_id: z.number().int() });

/** Browser name/version and the IP lookup result the SPA sends at sign-in (spec §7). */
export const BrowserInfo = z.object({ name: z.string().max(100), version: z.string().max(50) }).partial();
export const LookupInfo = z.object({
  ip: z.string().max(64).optional(),
  city: z.string().max(100).optional(),
  region: z.string().max(100).optional(),
  country: z.string().max(100).optional(),
}).partial();

/** POST /api/auth/studentlogin */
export const StudentLoginBody = z.object({
  email: zEmail,
  password: zPasswordInput,
  user_id: zId,
  /** spec §4 Login step 2: left out on a remembered device (the server then asks for it if needed). */
  otp: zOtp.optional(),
  remember_me: z.boolean().optional(),
  browser: BrowserInfo.optional(),
  lookup: LookupInfo.nullish(),
});
export const StudentLoginReply = User.extend({ access_token: z.string() });
export type StudentLoginReply = z.infer<typeof StudentLoginReply>;

/** POST /api/auth/generateOTP */
export const GenerateOtpBody = z.object({ email: zEmail, user_id: zId });
export const GenerateOtpReply = z.object({ message: z.string(), retry_after: z.number().int() });

/** POST /api/v1/verifyOTP */
export const VerifyOtpBody = z.object({ user_id: zId, otp: zOtp });
export const VerifyOtpReply = z.object({ valid: z.boolean() });

/** POST /api/auth/loginotpfbs: link sign-in. Reply carries the session like studentlogin. */
export const LoginOtpFbsBody = z.object({
  token: z.string().min(20).max(200),
  browser: BrowserInfo.optional(),
  lookup: LookupInfo.nullish(),
});
export const LoginOtpFbsReply = StudentLoginReply.extend({ otp: z.literal(true) });

/** POST /api/auth/verifyRecaptchaToken */
export const RecaptchaBody = z.object({ token: z.string().max(4096) });
export const RecaptchaReply = z.object({ success: z.boolean(), enabled: z.boolean() });

/** POST /api/password/reset */
export const PasswordResetBody = z.object({ email: zEmail });
export const MessageReply = z.object({ message: z.string() });

export const zNewPassword = z.string({ error: 'The password is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** POST /api/password/create */
export const PasswordCreateBody = z.object({
  token: z.string().min(20).max(200),
  email: zEmail,
  password: zNewPassword,
  password_confirmation: z.string(),
}).refine((b) => b.password === b.password_confirmation, {
  path: ['password_confirmation'], message: 'The password confirmation does not match.',
});

/** GET /api/auth/logout */
export const LogoutReply = z.object({ logout: z.literal(true) });

/** GET /api/auth/sessions: the caller's active sessions. */
export const SessionInfo = z.object({
  id: z.number().int(),
  current: z.boolean(),
  browser: z.string().nullable(),
  location: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionList = z.array(SessionInfo);
/** POST /api/auth/sessions/end-others */
export const EndSessionsReply = z.object({ ended: z.number().int() });

/** POST /api/auth/login-links: a coach or admin issues a one-time sign-in link for a client. */
export const LoginLinkBody = z.object({ email: zEmail });
export const LoginLinkReply = z.object({ url: z.string(), expires_at: z.string() });
