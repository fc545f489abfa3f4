import type { Config } from '../config.ts';
import { dataDirStorage, dataDirThemeStorage, inFolder, type Storage, type StreamingStorage } from './storage.ts';
import { s3Storage } from './storage-s3.ts';
import type { ChangeBus } from './change-bus.ts';
import { readCachedStorage } from './storage-read-cache.ts';

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

/**
 * Themes as every server (and the operator's command) writes and reads them: in the bucket,
 * theme.json and manifest.json are kept in memory and forgotten on every server when one writes them
 * (platform/storage-read-cache.ts, decision 018).
 */
export const sharedThemes = (config: Pick<Config, 's3'>, themes: Storage, changes: ChangeBus): Storage =>
  (config.s3 ? readCachedStorage(themes, changes, 'themes', (key) => /^\d+\/(theme|manifest)\.json$/.test(key)) : themes);
