// The ceiling: a bare Node `http` server (ceiling.mjs) answering one scenario's captured reply, the
// same bytes as the portal's, to show what the machine can do without the portal's work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { send } from './api-server.mjs';
import { freePort, ROOT, sleep, spawnNode, stopChild } from './portal.mjs';

/** @typedef {import('./api-scenario.mjs').Prepared} Prepared */
/** @typedef {import('./api-scenario.mjs').Captured} Captured */

/** Headers Node's http server writes itself on every reply; the ceiling replays all the others. */
const NODE_OWNED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** @param {string[]} raw */
function replayableHeaders(raw) {
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]);
    if (!NODE_OWNED.has(name.toLowerCase())) out.push(name, /** @type {string} */ (raw[i + 1]));
  }
  return out;
}

/**
 * Starts the ceiling on one scenario's captured reply. One scenario at a time: several share a
 * route (every GraphQL read is `POST /gapi`), and the ceiling answers by route alone.
 * @param {Map<string, Captured>} captured
 * @param {Prepared} p
 */
export async function startCeiling(captured, p) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ceiling-'));
  const file = path.join(dir, 'fixtures.json');
  const c = /** @type {Captured} */ (captured.get(p.name));
  const fixtures = [{ method: p.method, path: p.path, status: c.status, headers: replayableHeaders(c.headers), body: c.body.toString('base64') }];
  fs.writeFileSync(file, JSON.stringify(fixtures));
  const port = await freePort();
  const { child, output } = spawnNode(path.join(ROOT, 'bench/lib/ceiling.mjs'), [file, String(port)], { ...process.env });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ceiling server exited:\n${output()}`);
    try {
      await send(origin, p);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The ceiling server did not start:\n${output()}`);
      await sleep(100);
    }
  }
  // Same bytes: compare its reply with the portal's.
  const got = await send(origin, p);
  const same = got.status === c.status && got.body.equals(c.body)
    && JSON.stringify(replayableHeaders(got.headers)) === JSON.stringify(replayableHeaders(c.headers));
  if (!same) console.warn(`  ! the ceiling's reply to ${p.name} differs from the portal's`);
  return {
    origin,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
