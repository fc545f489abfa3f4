import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';
import { HttpError } from './errors.ts';

// Fastify's JSON parser refuses a body with these codes (an empty body declared JSON is not JSON either).
const MALFORMED_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

// Every failure leaves as `{status, error, message}` (DESIGN §4); a 500 never leaks a stack.
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ status: err.statusCode, error: err.fields ?? err.message, message: err.message });
    }
    const code = err.statusCode ?? 500;
    if (MALFORMED_JSON.has(err.code)) {
      return reply.code(400).send({ status: 400, error: MESSAGES.malformedJson, message: MESSAGES.malformedJson });
    }
    if (code >= 400 && code < 500) {
      const message = code === 413 ? 'The upload is too large.' : code === 415 ? 'This content type is not supported.' : err.message;
      return reply.code(code).send({ status: code, error: message, message });
    }
    if (code === 503) {
      // A dependency that is down (file storage): the error's message is written for the user.
      req.log.warn({ err, cause: err.cause }, 'dependency unavailable');
      return reply.code(503).send({ status: 503, error: err.message, message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply.code(503).header('retry-after', '5')
        .send({ status: 503, error: DATABASE_UNAVAILABLE_MESSAGE, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ status: 500, error: 'Server error', message: 'Server error' });
  });
}
