import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { HttpError } from './errors.ts';

// No request the portal makes nests deeper than a handful of levels (the analytics entries and
// GraphQL variables are the deepest, about five). JSON.parse takes any depth, but what walks a body
// afterwards (the storable-text check of every body, zod, GraphQL variable coercion) recurses, so
// 20,000 nested brackets overflowed the stack and answered 500. Bodies deeper than this are refused
// with a 400 before anything walks them.
export const MAX_BODY_DEPTH = 32;

/** Is `value` nested deeper than `max` arrays or objects? Walked with a stack of its own, never recursively. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) if (child && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}

export function installBodyDepthLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && nestedDeeperThan(req.body, MAX_BODY_DEPTH)) {
      throw new HttpError(400, MESSAGES.bodyTooDeep);
    }
  });
}
