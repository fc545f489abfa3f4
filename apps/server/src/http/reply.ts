import type { FastifyReply } from 'fastify';

/** The success envelope of DESIGN §4: `{status, data}` with the same HTTP status. */
export function ok<T>(reply: FastifyReply, data: T, status = 200) {
  return reply.code(status).send({ status, data });
}
