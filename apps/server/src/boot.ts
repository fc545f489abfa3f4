import fs from 'node:fs';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './db/seed/demo.ts';
import { ensureDemoTheme } from './db/seed/theme.ts';
import { buildApp } from './app.ts';
import { storagesFor } from './platform/storage-for.ts';

/** Opens (and migrates) the database, seeds an empty one, and builds the app. */
export async function boot(config: Config) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let seeded = false;
  // The demo's files and brand go where this server keeps them: DATA_DIR, or the S3 bucket.
  const stores = storagesFor(config);
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, stores);
    seeded = true;
  }
  const built = await buildApp(config, database);
  if (config.seedDemo && !seeded) {
    // A demo database seeded by another server (a shared DATABASE_URL), or a DATA_DIR or bucket
    // without the demo brand: theme storage still needs it. A store that does not answer now does
    // not keep the server from starting; the next start writes it.
    await ensureDemoTheme(stores.themes).catch((err: unknown) =>
      built.app.log.warn({ err }, 'demo theme not written: file storage unavailable'));
  }
  return {
    ...built,
    seeded,
    database,
    async close() { await built.close(); await database.close(); },
  };
}
