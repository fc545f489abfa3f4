import fs from 'node:fs';
import path from 'node:path';
import { newToken } from '../lib/secrets.ts';

/**
 * A random secret kept in DATA_DIR/secrets/<name> (made on first use, readable by this user only),
 * so that no two installations share one and no secret is a constant in the code (issue 8).
 */
export function dataDirSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, newToken(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
