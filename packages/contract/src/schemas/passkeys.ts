import { z } from 'zod';
import { zRequiredText } from './common.ts';
import { BrowserInfo, LookupInfo } from './auth.ts';

// Issue 22: passkeys (WebAuthn). The ceremonies' options and responses are the JSON forms of
// WebAuthn Level 3 (PublicKeyCredentialCreationOptionsJSON …), as @simplewebauthn makes and reads them.

export const PASSKEY_NAME_MAX = 60;
/** A user keeps at most this many passkeys (one a device, with room to spare). */
export const PASSKEYS_MAX = 20;

export const PASSKEY_MESSAGES = {
  expired: 'This passkey request has expired or was already used. Try again.',
  notVerified: 'This passkey could not be verified. Try again, or sign in with your password and code.',
  unknown: 'This passkey is not registered for this portal. Sign in with your password and code.',
  counterBack: 'This passkey reported an older use count than before, as a copied key would. Sign in with your password and code, and remove it from your profile.',
  alreadyAdded: 'This passkey is already added to your account.',
  tooMany: `You can keep at most ${PASSKEYS_MAX} passkeys. Remove one first.`,
  unavailable: 'Passkeys cannot be used at this address.',
} as const;

const b64url = (max: number) => z.string().max(max, 'The value is too long.').regex(/^[A-Za-z0-9_-]*$/, 'Not a base64url value.');
/** Extension outputs are not used: whatever the browser sends is dropped. */
const clientExtensionResults = z.object({}).default({});

/** What both answers of the browser carry beside their `response` (PublicKeyCredential as JSON). */
const credential = {
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
};

/** POST /api/v1/me/passkeys: the browser's answer to navigator.credentials.create(). */
export const RegistrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    attestationObject: b64url(65536).min(1),
    authenticatorData: b64url(65536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192).optional(),
  }),
});

/** POST /api/auth/passkey/login: the browser's answer to navigator.credentials.get(). */
export const AuthenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    authenticatorData: b64url(65536).min(1),
    signature: b64url(2048).min(1),
    userHandle: b64url(128).optional(),
  }),
});

export const zPasskeyName = zRequiredText(PASSKEY_NAME_MAX, 'The name');

export const PasskeyRegisterBody = z.object({ name: zPasskeyName, response: RegistrationResponse });
export type PasskeyRegisterBody = z.infer<typeof PasskeyRegisterBody>;
export const PasskeyRenameBody = z.object({ name: zPasskeyName });

export const PasskeySignInBody = z.object({
  response: AuthenticationResponse,
  browser: BrowserInfo.optional(),
  lookup: LookupInfo.nullish(),
});
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>;

/**
 * POST /api/auth/passkey/options takes an empty JSON object: a form or text body (what another
 * site can send without asking) is refused, so no other site can start a sign-in in a browser.
 */
export const PasskeyOptionsBody = z.object({}).strict();

/**
 * The options of a ceremony, passed to the browser as they are (`challenge`, `rpId` or `rp`, …);
 * checked here only for what the page relies on.
 */
export const PasskeyOptionsReply = z.object({
  options: z.looseObject({ challenge: z.string(), timeout: z.number().optional() }),
});
export type PasskeyOptionsReply = z.infer<typeof PasskeyOptionsReply>;

/** One passkey as its owner sees it on /profile. */
export const PasskeyInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** Null until it is first used to sign in. */
  last_used_at: z.string().nullable(),
  /** A passkey synced between devices (multi_device) or bound to one device. */
  device_type: z.enum(['single_device', 'multi_device']),
  backed_up: z.boolean(),
});
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;
export const PasskeyList = z.array(PasskeyInfo);
export const PasskeyRemoveReply = z.object({ removed: z.literal(true) });
