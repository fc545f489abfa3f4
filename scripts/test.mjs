// `npm test`: typecheck, lint, unit, API integration and browser end-to-end, stopping at the first
// failure, with one summary line at the end.
import { spawnSync } from 'node:child_process';
import { localServices } from './local-services.mjs';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['api', ['run', 'test:api']],
  ['e2e', ['run', 'test:e2e']],
];
// The API suite runs again on PostgreSQL, and the several-server and fault tests run, when a
// PostgreSQL and a Redis server answer (scripts/local-services.mjs).
const services = await localServices();
const env = { ...process.env, ...services };
console.log(`PostgreSQL: ${services.DATABASE_URL ? redact(services.DATABASE_URL) : 'none (the embedded database only)'}; Redis: ${services.REDIS_URL ? redact(services.REDIS_URL) : 'none'}`);
let passed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit', env });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (r.status !== 0) {
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);

/** A service URL without its password, for the log. */
function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
