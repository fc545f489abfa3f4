import { ZodError } from 'zod';
import { extractMessage } from '../../../lib/error-message.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { GraphQLRequestError } from '../../../lib/graphql.ts';

/** Refused or missing (DESIGN §4: another member's data looks like no data): trying again cannot help. */
export function isNotYours(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) return error.codes.some((c) => c === 'FORBIDDEN' || c === 'NOT_FOUND');
  return error instanceof HttpError && (error.status === 403 || error.status === 404);
}

/** spec §8 message extraction, plus the GraphQL errors' own messages and a plain word for a reply we cannot read. */
export function errorText(error: unknown): string {
  if (isNotYours(error)) return 'It does not exist, or it is not one of yours.';
  if (error instanceof GraphQLRequestError) return error.message;
  if (error instanceof ZodError) return 'The server sent a reply this page cannot read.';
  return extractMessage(error);
}
