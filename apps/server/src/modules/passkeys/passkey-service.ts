import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_MESSAGES, PASSKEYS_MAX, type IdentityProof, type PasskeyInfo, type PasskeyRegisterBody } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { IdentityCheck } from '../auth/identity-check.ts';
import type { PasskeyChallengeStore } from './passkey-challenges.ts';
import { passkeyRepo, presentPasskey } from './passkey-repo.ts';
import type { RelyingParty } from './relying-party.ts';
import { CEREMONY_TIMEOUT_MS, knownTransports, SUPPORTED_ALGORITHMS, USER_VERIFICATION } from './webauthn-settings.ts';

/** A registration is bound to the session that asked for it: only that session can finish it. */
const sessionBinding = (sessionId: number) => `session:${sessionId}`;
const notVerified = () => invalid({ response: [PASSKEY_MESSAGES.notVerified] }, PASSKEY_MESSAGES.notVerified);

/** Issue 22: a signed-in user's own passkeys: add (two steps), list, rename, remove after "confirm it's you". */
export function passkeyService(deps: Deps, challenges: PasskeyChallengeStore, identity: IdentityCheck) {
  const repo = passkeyRepo(deps.db);

  return {
    async list(user: UserRow): Promise<PasskeyInfo[]> {
      return (await repo.listOf(user)).map(presentPasskey);
    },

    /**
     * Registration options: a discoverable credential (the browser offers it without an email),
     * user verification required, the user's passkeys excluded (one device, one passkey). Every
     * passkey of a user carries the same random user handle, so an authenticator replaces rather
     * than piles up its own.
     */
    async registrationOptions(user: UserRow, sessionId: number, rp: RelyingParty) {
      const existing = await repo.listOf(user);
      if (existing.length >= PASSKEYS_MAX) throw invalid({ name: [PASSKEY_MESSAGES.tooMany] }, PASSKEY_MESSAGES.tooMany);
      const handle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(new Uint8Array(randomBytes(32)));
      const options = await generateRegistrationOptions({
        rpName: (await brandOfTenant(deps, user.tenantId)).name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
        userID: isoBase64URL.toBuffer(handle),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
      await challenges.put(sessionBinding(sessionId), 'register', { challenge: options.challenge, tenantId: user.tenantId, userId: user.id, userHandle: handle }, rp);
      return { options };
    },

    /** Checks the browser's answer against this session's challenge, then keeps the passkey. */
    async register(user: UserRow, sessionId: number, rp: RelyingParty, body: PasskeyRegisterBody): Promise<PasskeyInfo> {
      const asked = await challenges.take(sessionBinding(sessionId), 'register');
      if (!asked?.userHandle || asked.userId !== user.id || asked.rpId !== rp.id || asked.origin !== rp.origin) {
        throw invalid({ response: [PASSKEY_MESSAGES.expired] }, PASSKEY_MESSAGES.expired);
      }
      const existing = await repo.listOf(user);
      if (existing.length >= PASSKEYS_MAX) throw invalid({ name: [PASSKEY_MESSAGES.tooMany] }, PASSKEY_MESSAGES.tooMany);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: body.response as RegistrationResponseJSON,
          expectedChallenge: asked.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
        });
      } catch {
        throw notVerified();
      }
      if (!verified.verified) throw notVerified();
      const info = verified.registrationInfo;
      const added = await repo.add({
        tenantId: user.tenantId, userId: user.id, credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        userHandle: asked.userHandle,
        rpId: rp.id, counter: info.credential.counter,
        transports: knownTransports(body.response.response.transports ?? info.credential.transports),
        deviceType: info.credentialDeviceType, backedUp: info.credentialBackedUp, aaguid: info.aaguid,
        name: body.name, createdAt: deps.now(),
      });
      if (!added) throw new HttpError(409, PASSKEY_MESSAGES.alreadyAdded);
      return presentPasskey(added);
    },

    async rename(user: UserRow, id: number, name: string): Promise<PasskeyInfo> {
      const row = await repo.rename(user, id, name);
      if (!row) throw notFound();
      return presentPasskey(row);
    },

    /** Removes one of the user's passkeys once they prove it is them (password or a fresh mailed code). */
    async remove(user: UserRow, sessionId: number, id: number, proof: IdentityProof) {
      // Someone else's passkey is a 404 before any proof is spent on it.
      if (!(await repo.exists(user, id))) throw notFound();
      await identity.prove(user, sessionId, proof);
      if (!(await repo.remove(user, id))) throw notFound();
      return { removed: true as const };
    },
  };
}
export type PasskeyService = ReturnType<typeof passkeyService>;
