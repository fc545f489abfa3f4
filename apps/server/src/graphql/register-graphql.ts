import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { NoSchemaIntrospectionCustomRule, type GraphQLError, type GraphQLSchema } from 'graphql';
import { GRAPHQL_SDL } from '@portal/contract/graphql';
import { authOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { ModuleContext } from '../lib/module-context.ts';
import { batchedResolvers, type BatchLoaders } from './batch-loaders.ts';
import { serveCachedReads } from './cached-reads.ts';
import { maxFieldsRule } from './cost-limit.ts';
import { maxDepthRule } from './depth-limit.ts';
import { assertStorableText } from './storable-text.ts';

export interface GraphqlPart { resolvers: IResolvers; loaders?: BatchLoaders }

/**
 * Resolver maps from several modules become one (Query and Mutation fields are merged); a field
 * with a loader is resolved by it, in batches (batch-loaders.ts).
 */
export function mergeParts(parts: GraphqlPart[]): IResolvers {
  const resolvers: Record<string, Record<string, unknown>> = {};
  const loaders: BatchLoaders = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part.resolvers)) Object.assign((resolvers[type] ??= {}), fields);
    for (const [type, fields] of Object.entries(part.loaders ?? {})) Object.assign((loaders[type] ??= {}), fields);
  }
  for (const [type, fields] of Object.entries(batchedResolvers(loaders))) Object.assign((resolvers[type] ??= {}), fields);
  return resolvers as IResolvers;
}

/**
 * POST /gapi (spec §7). Only signed-in callers reach the schema: a missing, expired or revoked
 * token is a 401 like every other call, so the client's session-expiry handling applies.
 */
export async function registerGraphql(app: FastifyInstance, ctx: ModuleContext, parts: GraphqlPart[]) {
  const resolvers = mergeParts(parts);
  let schema: GraphQLSchema | undefined;
  await app.register(async (scope) => {
    scope.addHook('onRequest', ctx.signedIn.onRequest);
    // spec §7 names POST /gapi only; the GET form Mercurius also offers stays closed.
    scope.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'POST') {
        reply.header('allow', 'POST');
        throw new HttpError(405, 'Use POST for /gapi.');
      }
    });
    // A query that is not a string (a number, an array) would be coerced or half-read by the parser
    // and come back as an internal TypeError's text; it is a bad request (issue 8 attack suite).
    scope.addHook('preValidation', async (req) => {
      const query = (req.body as { query?: unknown } | null)?.query;
      if (query !== undefined && query !== null && typeof query !== 'string') throw new HttpError(400, 'The query must be a string.');
    });
    const cachedReads = serveCachedReads(scope, ctx.deps);
    await scope.register(mercurius, {
      schema: GRAPHQL_SDL,
      resolvers,
      path: '/gapi',
      graphiql: false,
      allowBatchedQueries: false,
      // Mercurius keeps every distinct document it has parsed (refused ones in a second cache). A
      // parsed 1 MiB document is about 45 MB, so the parser stops at a token count far above the
      // portal's own queries (under 200) and the caches are small: at most ~60 MB in all (issue 8).
      graphql: { parseOptions: { maxTokens: 1000 } },
      cache: 100,
      jit: 1,
      // Depth by our own rule rather than Mercurius's `queryDepth`, which counts introspection too.
      validationRules: [...(ctx.deps.config.production ? [NoSchemaIntrospectionCustomRule] : []), maxDepthRule(8), maxFieldsRule(300)],
      context: (req) => ({ auth: authOf(req), deps: ctx.deps }),
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        // Mercurius answers a refused document with 400 only when it found one error in it, else 200;
        // docs/api.md promises 400 for every refusal (introspection in production finds one per field).
        if (execution.errors.some(isRefusedDocument)) formatted.statusCode = 400;
        // Unexpected errors keep their code but lose their text (no internals leak).
        for (const e of formatted.response.errors ?? []) {
          const code = (e.extensions as { code?: string } | undefined)?.code;
          if (!code && !e.path) {
            // Parse and validation errors (depth, cost, unknown fields): their text helps the caller.
            (e as { extensions?: object }).extensions = { code: 'GRAPHQL_VALIDATION_FAILED' };
          } else if (!code) {
            context.reply.log.error({ err: e }, 'graphql resolver failed');
            (e as { message: string }).message = 'Internal server error';
            (e as { extensions?: object }).extensions = { code: 'INTERNAL_SERVER_ERROR' };
          }
        }
        return formatted;
      },
    });
    scope.graphql.addHook('preExecution', async (_schema, document, context) => {
      assertStorableText(document, (context.reply.request.body as { variables?: Record<string, unknown> } | null)?.variables);
      cachedReads.preExecution(document, context);
    });
    scope.graphql.addHook('onResolution', async (execution, context) => {
      cachedReads.onResolution(Boolean(execution.errors?.length), context);
    });
    schema = scope.graphql.schema;
  });
  // The running schema, for the check against the committed SDL.
  app.decorate('graphqlSchema', { getter: () => schema });
}

/** Mercurius's wrapper of the parse and validation errors of a document it refused. */
function isRefusedDocument(error: GraphQLError): boolean {
  return (error.originalError as { code?: unknown } | undefined)?.code === 'MER_ERR_GQL_VALIDATION';
}

declare module 'fastify' {
  interface FastifyInstance { graphqlSchema: GraphQLSchema | undefined }
}
