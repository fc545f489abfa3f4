import { z } from 'zod';
import { zEmail, zId, zOptionalText, zRequiredText } from './common.ts';
import { zNewPassword } from './auth.ts';

// Issue 12: a coach invites a client by email; the client sets a password from a one-time link.

/** An invitation link works once, for 7 days; a resend kills the link before it. */
export const INVITE_TTL_S = 7 * 86_400;

export const INVITE_MESSAGES = {
  invalidLink: 'This invitation link is invalid or has expired.',
  emailTaken: 'Someone in your portal already uses this email.',
  alreadyActive: 'This client has already set a password',
  deactivated: 'This client is deactivated. Turn their account on again before inviting them.',
  accepted: 'Your password has been set. Sign in with your email and password.',
} as const;
export const inviteSent = (email: string) => `Invitation sent to ${email}`;

/** POST /api/v1/coach/clients/invite → 201 */
export const InviteClientBody = z.object({
  email: zEmail,
  first_name: zRequiredText(100, 'First name'),
  last_name: zRequiredText(100, 'Last name'),
  company: zOptionalText(150),
  group_coaching: z.boolean().default(false),
  flash_coaching: z.boolean().default(false),
  business_academy: z.boolean().default(false),
  /** An admin may name the coach (a coach or admin of the tenant); a coach may name only themselves. */
  coach_id: zId.optional(),
});
export type InviteClientBody = z.input<typeof InviteClientBody>;

export const InvitedClient = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.literal('invited'),
});
export type InvitedClient = z.infer<typeof InvitedClient>;
/** The reply of an invitation and of a resend. */
export const InviteClientReply = z.object({ client: InvitedClient, message: z.string() });
export type InviteClientReply = z.infer<typeof InviteClientReply>;

/** A link token as it travels in a path or body. */
export const zInviteToken = z.string().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/v1/invites/{token}: whom the link greets. */
export const InviteDetails = z.object({ first_name: z.string(), email: z.string(), coach_name: z.string() });
export type InviteDetails = z.infer<typeof InviteDetails>;

/** POST /api/v1/invites/accept */
export const InviteAcceptBody = z.object({
  token: zInviteToken,
  password: zNewPassword,
  password_confirmation: z.string(),
}).refine((b) => b.password === b.password_confirmation, {
  path: ['password_confirmation'], message: 'The password confirmation does not match.',
});
export type InviteAcceptBody = z.infer<typeof InviteAcceptBody>;
