// `npm test`: typecheck, lint, unit, API integration and browser end-to-end, stopping at the first
// failure, with each step's time and one summary line at the end. Typecheck and lint run side by
// side: each is one process on one core, and CI machines have two (README, "Tests").
import { spawn } from 'node:child_process';
import { localServices } from './local-services.mjs';

/** Steps in order; the steps of one group run at once, their output printed whole, one after another. */
const groups = [
  [['typecheck', ['run', 'typecheck']], ['lint', ['run', 'lint']]],
  [['unit', ['run', 'test:unit']]],
  [['api', ['run', 'test:api']]],
  [['e2e', ['run', 'test:e2e']]],
];
// The API suite runs again on PostgreSQL, and the several-server and fault tests run, when a
// PostgreSQL and a Redis server answer (scripts/local-services.mjs).
const services = await localServices();
const env = { ...process.env, ...services };
console.log(`PostgreSQL: ${services.DATABASE_URL ? redact(services.DATABASE_URL) : 'none (the embedded database only)'}; Redis: ${services.REDIS_URL ? redact(services.REDIS_URL) : 'none'}`);
const startedAll = Date.now();
let passed = 0;
for (const group of groups) {
  const alone = group.length === 1;
  const results = await Promise.all(group.map(([name, args]) => run(name, args, alone)));
  for (const r of results) {
    if (!alone) process.stdout.write(`\n=== ${r.name} ===\n${r.output}`);
    console.log(`=== ${r.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${r.seconds} s ===`);
  }
  const failed = results.filter((r) => r.status !== 0).length;
  passed += results.length - failed;
  if (failed) {
    console.log(`\nsteps: ${passed} passed, ${failed} failed (${elapsed()})`);
    process.exit(results.find((r) => r.status !== 0)?.status || 1);
  }
}
console.log(`\nsteps: ${passed} passed, 0 failed (${elapsed()})`);

/** Runs `npm <args>`: its output straight through when it runs alone, else kept to print whole. */
function run(name, args, alone) {
  if (alone) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    child.on('close', (code, signal) => resolve({
      name, output, status: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000),
    }));
  });
}

function elapsed() {
  const s = Math.round((Date.now() - startedAll) / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** A service URL without its password, for the log. */
function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
