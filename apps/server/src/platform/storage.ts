import fs from 'node:fs';
import path from 'node:path';

// Stored files live under server-made names only (DESIGN §7); callers never choose a path.
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{2,5}$/;

export function folderStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('Unsafe storage key');
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return null;
      try { return await fs.promises.readFile(resolve(key)); } catch { return null; }
    },
    async remove(key) { await fs.promises.rm(resolve(key), { force: true }); },
  };
}
