import { afterEach } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second server on the same database, clock and change bus (DESIGN §11: any number of servers behave as one),
 * built on first use and closed after each test. Register after the test app's own afterEach, so
 * it closes first.
 */
export function secondServer(current: () => TestApp) {
  let second: BuiltApp | undefined;
  afterEach(async () => {
    await second?.app.close();
    second = undefined;
  });
  const get = async () => {
    const t = current();
    // One change bus for both, as two servers on one Redis: what one forgets, the other does too.
    return (second ??= await buildApp(t.deps.config, t.database, { now: () => t.clock.now, changes: t.deps.changes }));
  };
  return {
    get,
    /** Both servers claim what is due, twice each, all at once: what is due must still be done once. */
    async runDueOnBoth() {
      const [t, s] = [current(), await get()];
      await Promise.all([t.dueWork.runDue(), s.dueWork.runDue(), t.dueWork.runDue(), s.dueWork.runDue()]);
    },
  };
}
