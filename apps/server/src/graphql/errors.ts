import mercurius from 'mercurius';
import type { FieldErrors } from '@portal/contract';

// DESIGN §4: GraphQL errors carry extensions.code and reveal nothing about other users' data.
const withCode = (message: string, code: string, more: object = {}) => new mercurius.ErrorWithProps(message, { code, ...more });

export const gqlForbidden = () => withCode('Forbidden.', 'FORBIDDEN');
/** A bad argument; `fields` (the contract's field messages) travel in `extensions.fields`. */
export const gqlBadInput = (message: string, fields?: FieldErrors) => withCode(message, 'BAD_USER_INPUT', fields ? { fields } : {});
/** What does not exist for this caller (DESIGN §4: never says whether it exists for someone else). */
export const gqlNotFound = () => withCode('Not found.', 'NOT_FOUND');
