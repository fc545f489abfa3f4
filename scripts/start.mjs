// `npm start`: builds what is missing or out of date, then runs the server in this process (so
// stopping this PID stops the server). Environment: PORT, HOST, DATA_DIR, DATABASE_URL (README).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const contract = newestMtime(path.join(root, 'packages/contract'));

const targets = [
  { name: '@portal/web', out: path.join(root, 'apps/web/dist/index.html'), src: path.join(root, 'apps/web') },
  { name: '@portal/server', out: path.join(root, 'apps/server/dist/main.js'), src: path.join(root, 'apps/server') },
];
for (const t of targets) {
  if (mtime(t.out) > Math.max(newestMtime(t.src), contract)) continue;
  console.log(`Building ${t.name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// `npm start` is the demo: the demo mailbox and the test card provider, unless told otherwise. The
// server binary itself never turns them on (issue 8).
if (process.env.NODE_ENV !== 'production' && process.env.DEMO_MODE === undefined) {
  process.env.DEMO_MODE = 'true';
  console.log('Demo mode: every email lands in the demo mailbox at /dev/mail and test cards are taken (DEMO_MODE=false turns this off).');
}
await import(path.join(root, 'apps/server/dist/main.js'));
