import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER,
} from '@portal/contract';
import type { Deps } from '../lib/deps.ts';
import { HttpError } from './errors.ts';
import { idempotencyStore, type ActionKey, type KeptReply } from './idempotency-store.ts';
import { POST_READS } from './writes-forget-reads.ts';

// DESIGN §5 "every write is safe to repeat" (docs/domain.md "Repeated requests", decision 021).
// Every signed-in request other than a read that carries an Idempotency-Key goes through here,
// REST routes and /gapi alike, with no code in the routes: the first request with a (user, key)
// claims it and runs; its 2xx reply is kept 24 h and answers every repeat (same status and body,
// `Idempotent-Replayed: true`) with no second effect. A repeat that arrives while the first still
// runs waits for its reply. A refused (4xx) or failed (5xx) first attempt releases the key, so the
// user can correct the form, or the client retry, with the same key. The same key with another
// method, path or body is a 422. Requests without the header (the spec's own client) are untouched.

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a repeat waits for the first request's reply before it is told to try again. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_FIRST_MS = [5, 10, 20, 40, 50];
/** A claim older than this without a reply was abandoned (its server stopped): a retry takes it over. */
const ABANDONED_AFTER_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

interface Claim { key: ActionKey }

/** The covered request's key, or null when the mechanism does not apply to it. */
function actionKeyOf(req: FastifyRequest): ActionKey | null {
  const header = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || READ_METHODS.has(req.method) || !req.auth) return null;
  const route = req.routeOptions.url;
  if (route !== undefined && POST_READS.has(route)) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.malformedKey, { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.malformedKey] });
  }
  return { userId: req.auth.user.id, key: header.toLowerCase() };
}

/**
 * What makes two requests "the same": method, path with its query, and the body. A multipart body
 * is streamed to its handler after the claim, so it is known by its type and length only (a
 * browser's retry of one form sends the same length; its boundary text differs each time).
 */
function fingerprintOf(req: FastifyRequest): string {
  const type = req.headers['content-type'] ?? '';
  const body = type.startsWith('multipart/') ? `multipart ${req.headers['content-length'] ?? ''}` : JSON.stringify(req.body ?? null);
  return createHash('sha256').update(`${req.method} ${req.url}\n${body}`).digest('base64url');
}

/** A GraphQL reply with errors came with status 200 but did nothing to keep. */
function isKeepable(req: FastifyRequest, status: number, body: string): boolean {
  if (status < 200 || status >= 300) return false;
  if (req.routeOptions.url !== '/gapi' || !body.includes('"errors"')) return true;
  try { return !(JSON.parse(body) as { errors?: unknown[] }).errors?.length; } catch { return false; }
}

function textOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

function replay(reply: FastifyReply, kept: KeptReply) {
  if (kept.contentType) reply.type(kept.contentType);
  return reply.code(kept.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(kept.body);
}

export function installIdempotency(app: FastifyInstance, deps: Pick<Deps, 'db' | 'now'>) {
  const store = idempotencyStore(deps.db);
  const claims = new WeakMap<FastifyRequest, Claim>();
  const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

  // preHandler: after the route's own onRequest has found the caller, and after the body is read.
  app.addHook('preHandler', async (req, reply) => {
    const key = actionKeyOf(req);
    if (!key) return;
    const fingerprint = fingerprintOf(req);
    const tenantId = req.auth!.user.tenantId;
    const deadline = performance.now() + WAIT_FOR_FIRST_MS;
    for (let attempt = 0; ; attempt++) {
      const now = deps.now();
      const held = await store.claim(key, tenantId, fingerprint, now, expiredBefore(now));
      if (held.state === 'claimed') { claims.set(req, { key }); return; }
      if (held.state === 'expired') {
        if (await store.takeOver(key, held.claimedAt, fingerprint, now)) { claims.set(req, { key }); return; }
        continue;
      }
      if (held.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused, { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.keyReused] });
      if (held.state === 'done') return replay(reply, held.reply);
      if (now.getTime() - held.claimedAt.getTime() > ABANDONED_AFTER_MS) {
        if (await store.takeOver(key, held.claimedAt, fingerprint, now)) { claims.set(req, { key }); return; }
        continue;
      }
      if (performance.now() >= deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning, undefined, { 'retry-after': '1' });
      await sleep(POLL_FIRST_MS[Math.min(attempt, POLL_FIRST_MS.length - 1)]);
    }
  });

  // onSend: the reply is kept (or the key released) before it leaves, so a repeat never misses it.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = claims.get(req);
    if (!claim) return payload;
    claims.delete(req);
    const body = textOf(payload);
    const type = reply.getHeader('content-type');
    if (body !== null && isKeepable(req, reply.statusCode, body)) {
      await store.keep(claim.key, { status: reply.statusCode, contentType: typeof type === 'string' ? type : null, body });
    } else {
      // Refused, failed, or a reply that cannot be kept (a stream): nothing to answer a repeat with.
      await store.release(claim.key);
    }
    return payload;
  });

  // A request that ended without a reply sent through onSend (hijacked) must not hold its key.
  app.addHook('onResponse', async (req) => {
    const claim = claims.get(req);
    if (claim) { claims.delete(req); await store.release(claim.key); }
  });

  // Keys whose 24 h are over are also taken over on conflict; this keeps the table small.
  const sweep = setInterval(() => {
    store.sweep(expiredBefore(deps.now())).catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => { clearInterval(sweep); await store.drain(); });
}
