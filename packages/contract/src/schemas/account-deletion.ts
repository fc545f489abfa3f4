import { z } from 'zod';
import { IdentityProof } from './auth.ts';

// Deleting an account (issue 22, docs/api.md "Account deletion", docs/security.md): the client asks
// (with their password or a fresh code), 14 days of grace follow in which signing in cancels it,
// then their personal data and files are erased and what their coach's records keep shows
// "Former client". An admin can ask for a client on their request.

/** Days between the request and the erasure. */
export const ACCOUNT_DELETE_GRACE_DAYS = 14;

/** POST /api/v1/me/delete: the password or a fresh code (POST /api/v1/me/confirm-code). */
export const AccountDeleteBody = IdentityProof;
export type AccountDeleteBody = z.infer<typeof AccountDeleteBody>;

/** POST /api/v1/me/delete and GET /api/v1/me/delete (null: none asked). */
export const AccountDeleteReply = z.object({ delete_after: z.string() });
export type AccountDeleteReply = z.infer<typeof AccountDeleteReply>;
export const AccountDeleteState = z.object({ delete_after: z.string().nullable() });
export type AccountDeleteState = z.infer<typeof AccountDeleteState>;

/** POST /api/v1/me/delete/cancel */
export const AccountDeleteCancelReply = z.object({ cancelled: z.literal(true) });
export type AccountDeleteCancelReply = z.infer<typeof AccountDeleteCancelReply>;

/** What an erased client is called wherever their coach's records still show them. */
export const FORMER_CLIENT = { first_name: 'Former', last_name: 'client' } as const;
