import { ZodError } from 'zod';
import { extractMessage } from '../../../lib/error-message.ts';
import { GraphQLRequestError } from '../../../lib/graphql.ts';

/** spec §8 message extraction, plus the GraphQL errors' own messages and a plain word for a reply we cannot read. */
export function errorText(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.message;
  if (error instanceof ZodError) return 'The server sent a reply this page cannot read.';
  return extractMessage(error);
}
