import mercurius from 'mercurius';

// DESIGN §4: GraphQL errors carry extensions.code and reveal nothing about other users' data.
const withCode = (message: string, code: string) => new mercurius.ErrorWithProps(message, { code });

export const gqlUnauthenticated = () => withCode('Unauthenticated.', 'UNAUTHENTICATED');
export const gqlForbidden = () => withCode('Forbidden.', 'FORBIDDEN');
export const gqlNotFound = (what = 'Not found.') => withCode(what, 'NOT_FOUND');
export const gqlBadInput = (message: string) => withCode(message, 'BAD_USER_INPUT');
