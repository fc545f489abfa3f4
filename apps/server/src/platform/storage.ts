import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Stored files live under server-made names only (DESIGN §7); callers never choose a path.
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (GET /readyz). */
  ping(): Promise<void>;
}

/**
 * The uploaded-files store, which also moves files as streams: a data export (issue 22) reads every
 * file of an account and writes one archive of them, and neither is ever whole in memory.
 */
export interface StreamingStorage extends Storage {
  /** The stored bytes as a stream, or null when there is no such file. */
  openRead(key: string): Promise<Readable | null>;
  /**
   * Stores what `source` yields under `key`, all or nothing (a reader never sees half a file);
   * resolves with the number of bytes stored. Reads `source` only as fast as it can store it.
   */
  putStream(key: string, source: Readable): Promise<number>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{2,5}$/;

/** Whether a key has the shape of one this server makes (anything else is never stored). */
export const isStorageKey = (key: string) => SAFE_KEY.test(key);

/**
 * A new server-made key: a 128-bit random name in `folder`. Stored files are served without a
 * bearer header (an <img> cannot send one), so the name is what keeps them private. A file of a
 * tenant's people names the tenant too (`avatars/227/…`, issue 23): GET /files serves it on that
 * tenant's own address only.
 */
export const newStorageKey = (folder: string, ext: string, tenantId?: number) =>
  `${folder}/${tenantId === undefined ? '' : `${tenantId}/`}${randomBytes(16).toString('hex')}.${ext}`;

/** The tenant a key names (newStorageKey), or null for a key that names none (made before issue 23). */
export function tenantOfKey(key: string): number | null {
  const m = /^[a-z0-9-]+\/([1-9]\d{0,8})\/[a-z0-9-]+\.[a-z0-9]{2,5}$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** The stored files of a DATA_DIR (its `files` folder): what the app serves and the demo seed writes. */
export const dataDirStorage = (dataDir: string): StreamingStorage => folderStorage(path.join(dataDir, 'files'));

/**
 * The tenant themes of a DATA_DIR (its `themes` folder, one folder per tenant): keys such as
 * `226/theme.json` (modules/admin/theme-files.ts).
 */
export const dataDirThemeStorage = (dataDir: string) => folderStorage(path.join(dataDir, 'themes'));

/** `storage` seen from inside one of its folders: key `226/theme.json` of `inFolder(s, 'themes')` is `themes/226/theme.json` of `s`. */
export function inFolder(storage: Storage, folder: string): Storage {
  const key = (k: string) => `${folder}/${k}`;
  return {
    put: (k, data) => storage.put(key(k), data),
    read: (k) => storage.read(key(k)),
    remove: (k) => storage.remove(key(k)),
    ping: () => storage.ping(),
  };
}

export function folderStorage(root: string): StreamingStorage {
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Unsafe storage key');
    return path.join(root, key);
  };
  /**
   * Writes beside the target and renames into place, so a reader never sees half a file and a write
   * cut off by a crash leaves only a `.part` file no key can name.
   */
  async function writeAtomically(key: string, write: (partial: string) => Promise<void>) {
    const file = resolve(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(partial);
      await fs.promises.rename(partial, file);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }
  return {
    put: (key, data) => writeAtomically(key, (partial) => fs.promises.writeFile(partial, data)),
    async putStream(key, source) {
      let bytes = 0;
      await writeAtomically(key, (partial) => pipeline(source, async function* count(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) { bytes += chunk.length; yield chunk; }
      }, fs.createWriteStream(partial)));
      return bytes;
    },
    async openRead(key) {
      if (!isStorageKey(key)) return null;
      const handle = await fs.promises.open(resolve(key), 'r').catch(() => null);
      return handle ? handle.createReadStream() : null;
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try { return await fs.promises.readFile(resolve(key)); } catch { return null; }
    },
    async remove(key) { await fs.promises.rm(resolve(key), { force: true }); },
    async ping() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
