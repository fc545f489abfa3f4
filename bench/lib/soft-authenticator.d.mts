// Types of soft-authenticator.mjs for the TypeScript that imports it (the API tests).
import type { KeyObject } from 'node:crypto';

export interface Flags { userVerified?: boolean; backupEligible?: boolean; backedUp?: boolean }
export interface Overrides extends Flags { origin?: string; rpId?: string; type?: string }
export interface Credential { id: string; privateKey: KeyObject; rpId: string; userHandle: string; counter: number; step: number }
export interface Options { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } }
export interface RegistrationJSON {
  id: string; rawId: string; type: 'public-key'; authenticatorAttachment: 'platform'; clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
}
export interface AuthenticationJSON {
  id: string; rawId: string; type: 'public-key'; authenticatorAttachment: 'platform'; clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
}
export declare function cbor(value: number | string | Uint8Array | Map<unknown, unknown> | Record<string, unknown>): Buffer;
export declare function softAuthenticator(defaults: { origin: string; counterStep?: number } & Flags): {
  credentials: Map<string, Credential>;
  register(options: Options, o?: Overrides): RegistrationJSON;
  answer(options: Options, o?: Overrides & { credentialId?: string; counter?: number }): AuthenticationJSON;
};
