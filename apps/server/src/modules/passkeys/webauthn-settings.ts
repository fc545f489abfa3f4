import { COSEALG } from '@simplewebauthn/server/helpers';

// Issue 22: what every ceremony asks for. User verification is required (a PIN, a fingerprint or a
// face: the passkey is then both factors on its own); attestation is not asked for (no vendor
// list to keep; docs/decisions/035). The algorithms are named rather than left to the library, whose
// default grows with the Node line (ML-DSA on newer ones), so every server offers the same.

export const SUPPORTED_ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;
export const USER_VERIFICATION = 'required' as const;
/** The transports a browser may name; others are left out of what is stored. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export const knownTransports = (given: string[] | undefined) => (given ?? []).filter((t) => TRANSPORTS.has(t));
