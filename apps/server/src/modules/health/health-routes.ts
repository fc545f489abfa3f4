import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';

// For load balancers and orchestrators (docs/operations.md): /healthz says the process answers,
// /readyz says it can serve — its database, Redis (when configured) and file storage answer.

/** How long one dependency may take before /readyz calls it down. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'memory' | 'down';

async function check(probe: () => Promise<unknown>): Promise<{ state: Check; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS); });
  try {
    const result = await Promise.race([probe(), timeout]);
    return { state: result === 'memory' ? 'memory' : 'ok' };
  } catch (err) {
    return { state: 'down', error: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  // What was down at the last check: a balancer asks every few seconds, so an outage is logged when
  // it starts (or changes), and its end once — not once per probe, which would bury the one line
  // each adapter writes when Redis goes away (docs/operations.md).
  let wasDown = '';
  app.get('/readyz', async (req, reply) => {
    const [database, redis, storage] = await Promise.all([
      check(() => deps.db.execute(sql`select 1`)),
      check(() => deps.rateLimit.ping()),
      check(() => deps.storage.ping()),
    ]);
    const checks = { database: database.state, redis: redis.state, storage: storage.state };
    const ready = Object.values(checks).every((s) => s !== 'down');
    const down = Object.entries(checks).filter(([, s]) => s === 'down').map(([name]) => name).join(',');
    if (down !== wasDown) {
      if (!ready) req.log.warn({ database: database.error, redis: redis.error, storage: storage.error }, 'not ready: a dependency does not answer');
      else req.log.info({}, 'ready again: every dependency answers');
      wasDown = down;
    }
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
