// The PDF tests read our PDFs back with poppler (pdftotext, pdfinfo, pdffonts; DESIGN §10,
// decision 024). Run before the unit and API tests: on Debian as root it installs `poppler-utils`
// when missing; elsewhere it says what to install and stops.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const TOOLS = ['pdftotext', 'pdfinfo', 'pdffonts'];
const missing = () => TOOLS.filter((t) => spawnSync(t, ['-v'], { stdio: 'ignore' }).error);

if (missing().length === 0) process.exit(0);
const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`${missing().join(', ')} not found; the PDF tests need them.\n`
    + 'Install poppler: sudo apt-get install -y poppler-utils (Debian/Ubuntu), brew install poppler (macOS).');
  process.exit(1);
}
console.log('poppler-utils is not installed: installing it for the PDF tests...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const ok = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
if (!(ok(['install', '-y', 'poppler-utils']) || (ok(['update']) && ok(['install', '-y', 'poppler-utils']))) || missing().length) {
  console.error('Installing poppler-utils failed: apt-get update && apt-get install -y poppler-utils');
  process.exit(1);
}
