import { post } from '../../lib/http.ts';
import type { ClientInfo } from './auth-api.ts';
import { signInReply } from './auth-replies.ts';

// Issue 22: the passkey sign-in calls (docs/api.md "Passkeys"). Replies are checked by hand, as the
// other sign-in replies are (auth-replies.ts): no zod on /login.

/** The options of a passkey sign-in, as the browser's navigator.credentials.get() takes them (JSON form). */
export interface PasskeyRequestOptions { challenge: string; [key: string]: unknown }

const optionsReply = {
  parse(data: unknown): PasskeyRequestOptions {
    const options = (data as { options?: { challenge?: unknown } } | null)?.options;
    if (!options || typeof options.challenge !== 'string') throw new Error('Unexpected reply from the server (passkey options).');
    return options as PasskeyRequestOptions;
  },
};

/** A sign-in is not a user's write: it carries no Idempotency-Key (each answer is single use anyway). */
export const passkeySignInOptions = () => post('/api/auth/passkey/options', {}, { schema: optionsReply, idempotent: false });

export const passkeySignIn = (response: unknown, client: ClientInfo) =>
  post('/api/auth/passkey/login', { response, ...client }, { schema: signInReply, idempotent: false });
