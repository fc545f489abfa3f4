import type { User } from '@portal/contract';
import type { Parser } from '../../lib/http.ts';
import { readUser } from '../../lib/session/read-user.ts';
import type { SignInReply } from '../../lib/session/session-context.ts';

// Replies of the sign-in calls, checked against the contract's shapes by hand (see read-user.ts).

const fail = (what: string): never => {
  throw new Error(`Unexpected reply from the server (${what}).`);
};
const obj = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : fail('not an object'));

/** LoginOtpReply: {verified (encoded), user_id}. */
export const loginOtpReply: Parser<{ verified: string; user_id: number }> = {
  parse(data) {
    const { verified, user_id } = obj(data);
    if (typeof verified !== 'string' || typeof user_id !== 'number' || !Number.isInteger(user_id)) fail('loginotp');
    return { verified: verified as string, user_id: user_id as number };
  },
};

/** StudentLoginReply and LoginOtpFbsReply: the user's fields and access_token. */
export const signInReply: Parser<SignInReply> = {
  parse(data) {
    const o = obj(data);
    const token = o.access_token;
    if (typeof token !== 'string' || !token) return fail('no access token');
    const user: User | null = readUser({ ...o, pas_token: token });
    return user ? { ...user, access_token: token } : fail('user fields');
  },
};

/** MessageReply: {message}. */
export const messageReply: Parser<{ message: string }> = {
  parse(data) {
    const { message } = obj(data);
    return typeof message === 'string' ? { message } : fail('message');
  },
};
