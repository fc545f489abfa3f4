import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../db/schema/index.ts';
import type { ModuleContext } from '../lib/module-context.ts';
import { authOf } from './auth.ts';
import { ok } from './reply.ts';
import { parse } from './validate.ts';

/**
 * The shape most signed-in calls share (spec §7, DESIGN §4): a POST whose body the contract's
 * `schema` checks (422 with field messages), handled for the caller from the token, answered
 * `{status: 200, data}`. Returns the registrar a module's routes use.
 */
export function checkedPost(app: FastifyInstance, signedIn: ModuleContext['signedIn']) {
  return <S extends z.ZodType>(url: string, schema: S, handle: (caller: UserRow, body: z.output<S>) => Promise<unknown>) =>
    app.post(url, signedIn, async (req, reply) => ok(reply, await handle(authOf(req).user, parse(schema, req.body))));
}
