import { expireSession } from './session/expire-session.ts';
import { request, type Parser } from './http.ts';

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(readonly codes: string[], message: string) {
    super(message);
  }
}

/** spec §7: POST /gapi with {query, variables}; results arrive under `data`. Returns one field. */
export async function gqlField<T>(query: string, variables: Record<string, unknown>, field: string, schema: Parser<T>,
  { signal, keepalive }: { signal?: AbortSignal; keepalive?: boolean } = {}): Promise<T> {
  // Only a mutation is a user action with an Idempotency-Key (DESIGN §5); a query reads.
  const idempotent = /^\s*mutation\b/.test(query);
  const reply = await request<GraphQLReply>('POST', '/gapi', { body: { query, variables }, envelope: false, signal, keepalive, idempotent });
  const errors = reply?.errors ?? [];
  if (errors.length) {
    const codes = errors.map((e) => e.extensions?.code ?? '');
    if (codes.includes('UNAUTHENTICATED')) expireSession();
    throw new GraphQLRequestError(codes, errors.map((e) => e.message).join(' '));
  }
  return schema.parse(reply?.data?.[field]);
}
