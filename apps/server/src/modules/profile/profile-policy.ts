import { decodeValue } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, invalid } from '../../http/errors.ts';

/** A profile is edited by its owner only; another user's id is 403 (DESIGN §4, §7 "no IDOR"). */
export function assertSelf(caller: UserRow, id: number) {
  if (caller.id !== id) throw forbidden();
}

/** spec §3 "id (hashed)": the photo form carries encodeValue(String(userId)). */
export function decodeOwnerId(encoded: string): number {
  let text: string;
  try {
    text = decodeValue(encoded.trim());
  } catch {
    throw invalid({ id: ['The id is not valid.'] });
  }
  if (!/^\d{1,9}$/.test(text) || Number(text) <= 0) throw invalid({ id: ['The id is not valid.'] });
  return Number(text);
}
