// A software passkey authenticator (issue 22), for the API tests (apps/server/test/support/) and the
// passkey sign-in bench: ES256 keys made with node:crypto, attestation "none", authenticator data with
// the flags and counter a test chooses, clientDataJSON with the challenge and an origin. It answers
// the WebAuthn JSON options the portal sends exactly as a browser's navigator.credentials would.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * @typedef {object} Flags  what the authenticator reports (WebAuthn §6.1 flags)
 * @property {boolean} [userVerified]  UV: a PIN or biometric was checked (default true)
 * @property {boolean} [backupEligible]  BE: the key may be synced (default true)
 * @property {boolean} [backedUp]  BS: the key is synced (default true)
 *
 * @typedef {object} Credential
 * @property {string} id  base64url
 * @property {import('node:crypto').KeyObject} privateKey
 * @property {string} rpId
 * @property {string} userHandle  base64url, as the options' user.id
 * @property {number} counter  the next signature's counter is this + step (0 for an authenticator without one)
 * @property {number} step
 *
 * @typedef {{ challenge: string, rp?: { id?: string }, rpId?: string, user?: { id: string } }} Options
 * @typedef {{ origin?: string, rpId?: string, type?: string } & Flags} Overrides
 */

const b64url = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes).toString('base64url');
const sha256 = (/** @type {Uint8Array | string} */ data) => createHash('sha256').update(data).digest();

/**
 * The CBOR (RFC 8949) of integers, byte strings, text and maps: all a COSE key and an attestation need.
 * @param {number | string | Uint8Array | Map<unknown, unknown> | Record<string, unknown>} value
 * @returns {Buffer}
 */
export function cbor(value) {
  /** @param {number} major @param {number} n */
  const head = (major, n) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(/** @type {any} */ (k)), cbor(/** @type {any} */ (v))])]);
}

/**
 * @param {{ origin: string } & Flags & { counterStep?: number }} defaults  the page's origin; a counter
 *   that moves by `counterStep` a use (1; 0 for a synced passkey that keeps none)
 */
export function softAuthenticator(defaults) {
  /** @type {Map<string, Credential>} */
  const credentials = new Map();
  /** @param {Overrides} o */
  const flagsOf = (o, attested = false) => {
    const f = { ...defaults, ...o };
    return 0x01 | ((f.userVerified ?? true) ? 0x04 : 0) | ((f.backupEligible ?? true) ? 0x08 : 0)
      | ((f.backedUp ?? true) ? 0x10 : 0) | (attested ? 0x40 : 0);
  };
  /** @param {string} type @param {string} challenge @param {Overrides} o */
  const clientData = (type, challenge, o) =>
    Buffer.from(JSON.stringify({ type: o.type ?? type, challenge, origin: o.origin ?? defaults.origin, crossOrigin: false }));
  /** @param {string} rpId @param {number} flags @param {number} counter @param {Buffer} [attested] */
  const authData = (rpId, flags, counter, attested) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter >>> 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    credentials,

    /**
     * navigator.credentials.create(): a new ES256 key for the options' RP and user.
     * @param {Options} options  PublicKeyCredentialCreationOptionsJSON
     * @param {Overrides} [o]
     */
    register(options, o = {}) {
      const rpId = o.rpId ?? options.rp?.id ?? '';
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      /** @type {Map<number, number | Buffer>} the COSE key: EC2, ES256, P-256, x, y */
      const coseKey = new Map();
      coseKey.set(1, 2).set(3, -7).set(-1, 1).set(-2, Buffer.from(String(jwk.x), 'base64url')).set(-3, Buffer.from(String(jwk.y), 'base64url'));
      const cose = cbor(coseKey);
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const step = defaults.counterStep ?? 1;
      const credential = { id: b64url(id), privateKey, rpId, userHandle: options.user?.id ?? '', counter: 0, step };
      credentials.set(credential.id, credential);
      const data = authData(rpId, flagsOf(o, true), 0, Buffer.concat([Buffer.alloc(16), idLength, id, cose]));
      return {
        id: credential.id, rawId: credential.id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, o)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: data })),
          transports: ['internal', 'hybrid'],
        },
      };
    },

    /**
     * navigator.credentials.get(): signs the options' challenge with a credential (the only or the
     * newest one unless named), its counter moved on (or set with `counter`).
     * @param {Options} options  PublicKeyCredentialRequestOptionsJSON
     * @param {Overrides & { credentialId?: string, counter?: number }} [o]
     */
    answer(options, o = {}) {
      const credential = o.credentialId ? credentials.get(o.credentialId) : [...credentials.values()].at(-1);
      if (!credential) throw new Error('The software authenticator holds no such credential');
      credential.counter = o.counter ?? credential.counter + credential.step;
      const data = authData(o.rpId ?? options.rpId ?? credential.rpId, flagsOf(o), credential.counter);
      const client = clientData('webauthn.get', options.challenge, o);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: credential.id, rawId: credential.id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle: credential.userHandle,
        },
      };
    },
  };
}
