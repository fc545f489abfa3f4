// What holds around a scenario's load: before it, its setup on that portal and a first 2xx reply
// (else it is skipped, with the reason); after it, on the stopped portal's database, its `verify`:
// nothing acknowledged was lost (DESIGN §9).
import { queryStore } from './portal.mjs';

/** @typedef {import('./api-scenario.mjs').Scenario} Scenario */
/** @typedef {import('./api-scenario.mjs').Server} Server */
/** @typedef {import('./api-scenario.mjs').Captured} Captured */
/** @typedef {import('./api-scenario.mjs').Prepared} Prepared */
/** @typedef {import('./api-scenario.mjs').Skipped} Skipped */

/**
 * Runs each scenario's setup against a portal, then checks the scenario is answered with 2xx.
 * @param {Server} server
 * @param {Scenario[]} scenarios
 * @returns {Promise<{ prepared: Prepared[], skipped: Skipped[], captured: Map<string, Captured> }>}
 */
export async function prepare(server, scenarios) {
  /** @type {Prepared[]} */
  const prepared = [];
  /** @type {Skipped[]} */
  const skipped = [];
  const captured = new Map();
  for (const scenario of scenarios) {
    const { setup, ...base } = scenario;
    const extra = setup ? await setup(server) : {};
    if ('skip' in extra) {
      skipped.push({ name: scenario.name, skip: extra.skip });
      continue;
    }
    /** @type {Prepared} */
    const p = { ...base, ...extra, acknowledged: 0 };
    const reply = await server.send(p);
    if (reply.status < 200 || reply.status >= 300) {
      skipped.push({ name: scenario.name, skip: `answered ${reply.status}: ${reply.body.toString('utf8').slice(0, 160)}` });
      continue;
    }
    p.acknowledged += 1;
    prepared.push(p);
    captured.set(p.name, reply);
  }
  return { prepared, skipped, captured };
}

/**
 * Stops a portal and runs the `verify` checks of its scenarios on its database.
 * @param {import('./portal.mjs').Portal} portal
 * @param {Prepared[]} prepared
 * @param {string} backend
 * @param {Map<string, { ok: boolean, detail: string }>} checks  scenario|backend → result
 */
export async function stopAndVerify(portal, prepared, backend, checks) {
  await portal.stop({ keepData: true });
  for (const p of prepared) {
    if (!p.verify) continue;
    const result = await p.verify(p.acknowledged, (text, params) => queryStore(portal, text, params))
      .catch((err) => ({ ok: false, detail: `could not check: ${/** @type {Error} */ (err).message}` }));
    checks.set(`${p.name}|${backend}`, result);
    console.log(`  ${result.ok ? 'nothing lost' : 'LOST DATA'} — ${p.name} on ${backend}: ${result.detail}`);
  }
  await portal.stop();
}
