import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { MESSAGES, PASSKEY_MESSAGES, type PasskeySignInBody, type StudentLoginReply } from '@portal/contract';
import { invalid } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { ClientInfo } from '../auth/sessions.ts';
import type { PasskeyChallengeStore } from './passkey-challenges.ts';
import { passkeyRepo } from './passkey-repo.ts';
import { signInRead } from './passkey-sign-in-read.ts';
import type { RelyingParty } from './relying-party.ts';
import { CEREMONY_TIMEOUT_MS, USER_VERIFICATION } from './webauthn-settings.ts';

/**
 * Every visit of /login asks for options (the autofill waits on them), so an office behind one
 * address asks more often than it signs in: five times the sign-in tries, in the same 15 minutes.
 */
const OPTIONS_PER_IP = 300;
const refused = (message: string) => invalid({ response: [message] }, message);

/**
 * Issue 22: signing in with a passkey, instead of the password and the mailed code. The browser
 * that asks for the options holds the challenge's binding (an HttpOnly cookie); its answer is
 * checked against that one challenge, used up by the check. The limits are the code path's: every
 * try counts against the address, every checked answer against the account until it succeeds; the
 * session and reply are the ones studentlogin makes.
 */
export function passkeySignIn(deps: Deps, challenges: PasskeyChallengeStore, auth: AuthService['otherProof']) {
  const repo = passkeyRepo(deps.db);
  const readForSignIn = signInRead(deps.db);

  return {
    /** Options for a discoverable passkey (no email typed: the browser lists this site's passkeys). */
    async options(tenantId: number, rp: RelyingParty, binding: string, ip: string) {
      await auth.limitIp('passkey-options', tenantId, ip, OPTIONS_PER_IP);
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: USER_VERIFICATION, timeout: CEREMONY_TIMEOUT_MS });
      await challenges.put(binding, 'sign_in', { challenge: options.challenge, tenantId, userId: null, userHandle: null }, rp);
      return { options };
    },

    async signIn(tenantId: number, rp: RelyingParty, binding: string | null, body: PasskeySignInBody, client: ClientInfo, ip: string): Promise<StudentLoginReply> {
      await auth.limitIp('login', tenantId, ip);
      // The challenge is taken (used up) and the passkey read in one statement.
      const read = binding ? await readForSignIn(sha256(binding), tenantId, body.response.id) : null;
      const asked = read?.challenge;
      if (!asked || asked.expiresAt <= deps.now() || asked.tenantId !== tenantId || asked.rpId !== rp.id || asked.origin !== rp.origin) {
        throw refused(PASSKEY_MESSAGES.expired);
      }
      // A removed passkey, another tenant's, or a user handle that is not its owner's: unknown here.
      const found = read.found;
      const handle = body.response.response.userHandle;
      if (!found || found.passkey.rpId !== rp.id || (handle !== undefined && handle !== found.passkey.userHandle)) throw refused(PASSKEY_MESSAGES.unknown);
      const { passkey, user } = found;
      await auth.tryAccount(user);
      let checked;
      try {
        checked = await verifyAuthenticationResponse({
          response: body.response as AuthenticationResponseJSON,
          expectedChallenge: asked.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: true,
        });
      } catch (error) {
        throw refused(/counter/i.test(String((error as Error)?.message)) ? PASSKEY_MESSAGES.counterBack : PASSKEY_MESSAGES.notVerified);
      }
      if (!checked.verified) throw refused(PASSKEY_MESSAGES.notVerified);
      const { newCounter, credentialDeviceType, credentialBackedUp } = checked.authenticationInfo;
      const used = await repo.recordUse(passkey.id, { counter: newCounter, deviceType: credentialDeviceType, backedUp: credentialBackedUp, at: deps.now() });
      if (!used) throw refused(PASSKEY_MESSAGES.counterBack);
      // Said only to the holder of the passkey, as the code path says it only to who knows the password.
      if (user.deactivatedAt) throw invalid({ email: [MESSAGES.accountDeactivated] }, MESSAGES.accountDeactivated);
      await auth.succeeded(user);
      return auth.startSession(user, client, found.company);
    },
  };
}
export type PasskeySignIn = ReturnType<typeof passkeySignIn>;
