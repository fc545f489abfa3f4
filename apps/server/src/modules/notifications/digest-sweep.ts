import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { planMissingDigests } from './digest-schedule.ts';
import { planDueNotices } from './due-notices.ts';

/** How often each server looks for users with no digest planned (new users, say). */
const SWEEP_MS = 60 * 60_000;

/**
 * Plans the digests nobody has planned yet (digest-schedule.ts) and each tenant's look for work
 * falling due (due-notices.ts), at start and every hour, in the background: a start never waits on
 * it, and a failure is logged and tried again at the next sweep.
 */
export function planDigestsNowAndHourly(app: FastifyInstance, deps: Deps): void {
  let sweep: Promise<unknown> = Promise.resolve();
  const run = () => {
    sweep = planMissingDigests(deps.db, deps.now())
      .then(async (n) => {
        if (n) app.log.info({ planned: n }, 'daily digests planned');
        await planDueNotices(deps.db, deps.now());
      })
      .catch((err: unknown) => app.log.warn({ err }, 'daily digests not planned; trying again within the hour'));
  };
  app.addHook('onReady', async () => { run(); });
  const timer = setInterval(run, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweep;
  });
}
