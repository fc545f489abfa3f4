import type { Config } from '../config.ts';
import { dataDirStorage, dataDirThemeStorage, inFolder, type Storage, type StreamingStorage } from './storage.ts';
import { s3Storage } from './storage-s3.ts';

export interface Storages {
  /** Uploaded files (served at /files/…), and data exports. */
  files: StreamingStorage;
  /** Tenant themes, one folder per tenant (served at /themes/{tenant}/…). */
  themes: Storage;
}

/**
 * Where this server keeps files and themes: with S3 settings both live in the bucket (themes under
 * `themes/`), so every server sees the same; without, in DATA_DIR/files and DATA_DIR/themes.
 */
export function storagesFor(config: Pick<Config, 's3' | 'dataDir'>): Storages {
  if (config.s3) {
    const files = s3Storage(config.s3);
    return { files, themes: inFolder(files, 'themes') };
  }
  return dataDirStorages(config.dataDir);
}

/** A DATA_DIR's own files and themes (one server, the tests' seed). */
export const dataDirStorages = (dataDir: string): Storages => ({ files: dataDirStorage(dataDir), themes: dataDirThemeStorage(dataDir) });
