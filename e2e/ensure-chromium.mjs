// Finds the Chromium the browser tests drive (DESIGN §8): CHROMIUM_PATH, else /usr/bin/chromium.
// On a Debian machine running as root it installs Debian's `chromium` package; otherwise it stops
// with the command to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const configured = process.env.CHROMIUM_PATH;
const target = configured || DEFAULT_PATH;

/** @param {string} file */
const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

if (isExecutable(target)) {
  console.log(`Chromium found at ${target}`);
  process.exit(0);
}

if (configured) {
  console.error(`CHROMIUM_PATH is set to ${configured}, but no executable Chromium is there.\n`
    + 'Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.');
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = fs.existsSync('/etc/debian_version') && fs.existsSync('/usr/bin/apt-get');
if (!isRoot || !isDebian) {
  console.error(`Chromium is not installed at ${DEFAULT_PATH}; the browser tests need it.\n`
    + 'Install it with one of:\n'
    + '  sudo apt-get update && sudo apt-get install -y chromium     (Debian/Ubuntu)\n'
    + '  or set CHROMIUM_PATH=/path/to/chromium to use a Chromium or Chrome you already have.');
  process.exit(1);
}

console.log('Chromium is not installed: installing Debian\'s chromium package (about 30 s)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  console.log(`$ apt-get ${args.join(' ')}`);
  // stdio inherited: apt's own progress shows as it goes.
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${run.status ?? run.signal}). Install Chromium by hand:\n`
      + '  apt-get update && apt-get install -y chromium\n  or set CHROMIUM_PATH to an existing Chromium.');
    process.exit(1);
  }
}
if (!isExecutable(DEFAULT_PATH)) {
  console.error(`apt-get finished but ${DEFAULT_PATH} is still missing. Set CHROMIUM_PATH to your Chromium.`);
  process.exit(1);
}
console.log(`Chromium installed at ${DEFAULT_PATH}`);
