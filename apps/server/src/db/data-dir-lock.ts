import { ConfigError } from '../config.ts';
import fs from 'node:fs';

// The embedded database is single-process (decision 001): a second process opening the same folder
// would corrupt it. A lock file holding the owner's pid keeps a second server or CLI out; a lock
// left by a process that no longer runs is taken over.
export function lockDataDir(dbDir: string): () => void {
  const file = `${dbDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new ConfigError(`The embedded database in ${dbDir} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to share a PostgreSQL server.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dbDir}.`);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
