// `npm test`: typecheck, lint, unit, API integration and browser end-to-end, stopping at the first
// failure, with one summary line at the end.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['api', ['run', 'test:api']],
  ['e2e', ['run', 'test:e2e']],
];
let passed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (r.status !== 0) {
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
