import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Content served under a strong ETag, made from its bytes: the same content gets the same tag on every server. */
export interface Tagged { body: Buffer | string; type: string; etag: string }

export function tagged(body: Buffer | string, type: string): Tagged {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Does an If-None-Match header name this tag? RFC 9110 §13.1.2: `*` names any, a list names each of
 * its tags, and the comparison is weak (a `W/` tag matches the same strong one).
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === etag);
}

/** Sends the content with its tag, or a 304 without a body when the caller already holds it. */
export function sendTagged(req: FastifyRequest, reply: FastifyReply, content: Tagged) {
  reply.header('etag', content.etag);
  if (ifNoneMatchNames(req.headers['if-none-match'], content.etag)) return reply.code(304).send();
  return reply.type(content.type).send(content.body);
}
