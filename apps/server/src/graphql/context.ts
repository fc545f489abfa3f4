import { idFrom } from '@portal/contract';
import type { Authenticated } from '../modules/auth/sessions.ts';
import type { Deps } from '../lib/deps.ts';
import { gqlBadInput } from './errors.ts';

/** What every resolver receives: the caller (from the token) and the adapters. */
declare module 'mercurius' {
  interface MercuriusContext { auth: Authenticated; deps: Deps }
}

/** GraphQL `ID` arguments arrive as strings; ours are positive integers. */
export function idArg(value: unknown, name: string): number {
  const n = idFrom(value);
  if (n === null) throw gqlBadInput(`${name} must be a positive integer id.`);
  return n;
}

/** An optional `ID` argument: absent or null stays undefined, anything else must be a valid id. */
export const optionalId = (value: unknown, name: string) => (value === undefined || value === null ? undefined : idArg(value, name));
