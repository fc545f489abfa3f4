// The spec's "encoded" values (§4 verified flag, §7 pas-user, §8 encoded user_id, §3 hashed photo id)
// are base64 of UTF-8 text. They hide nothing; they only keep the wire format the client expects.

export function encodeValue(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Throws on input that is not base64 of valid UTF-8. */
export function decodeValue(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export const encodeJson = (value: unknown) => encodeValue(JSON.stringify(value));
export const decodeJson = (encoded: string): unknown => JSON.parse(decodeValue(encoded));
