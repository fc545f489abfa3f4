import { PasskeyInfo, PasskeyList, PasskeyOptionsReply, PasskeyRemoveReply, type IdentityProof } from '@portal/contract';
import { get, post } from '../../lib/http.ts';

// Issue 22: the signed-in user's passkeys (docs/api.md "Passkeys").
export const passkeysKey = ['passkeys'] as const;
const PASSKEYS = '/api/v1/me/passkeys';

export const fetchPasskeys = () => get(PASSKEYS, { schema: PasskeyList });
/** Each press of "Add a passkey" asks for a new challenge: no Idempotency-Key. */
export const registrationOptions = () => post(`${PASSKEYS}/options`, {}, { schema: PasskeyOptionsReply, idempotent: false });
export const registerPasskey = (name: string, response: unknown) => post(PASSKEYS, { name, response }, { schema: PasskeyInfo, expectStatus: 201 });
export const renamePasskey = (id: number, name: string) => post(`${PASSKEYS}/${id}/rename`, { name }, { schema: PasskeyInfo });
export const removePasskey = (id: number, proof: IdentityProof) => post(`${PASSKEYS}/${id}/remove`, proof, { schema: PasskeyRemoveReply });
