import { AccountDeleteCancelReply, AccountDeleteReply, AccountDeleteState, type IdentityProof } from '@portal/contract';
import { get, post } from '../../lib/http.ts';

// Issue 22: asking for the account's deletion, the day it is planned for, and calling it off.
export const accountDeleteKey = ['account-delete'] as const;
const DELETE = '/api/v1/me/delete';

export const fetchAccountDelete = () => get(DELETE, { schema: AccountDeleteState });
/** 422 names `password` or `otp` when the proof is wrong. */
export const askAccountDelete = (proof: IdentityProof) => post(DELETE, proof, { schema: AccountDeleteReply });
export const cancelAccountDelete = () => post(`${DELETE}/cancel`, {}, { schema: AccountDeleteCancelReply });
