import fs from 'node:fs';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './db/seed/demo.ts';
import { ensureDemoTheme } from './db/seed/theme.ts';
import { buildApp } from './app.ts';
import { dataDirStorage } from './platform/storage.ts';

/** Opens (and migrates) the database, seeds an empty one, and builds the app. */
export async function boot(config: Config) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, config.dataDir, dataDirStorage(config.dataDir));
    seeded = true;
  } else if (config.seedDemo) {
    // A demo database seeded by another server (a shared DATABASE_URL): this DATA_DIR still needs
    // the demo brand in its theme storage.
    ensureDemoTheme(config.dataDir);
  }
  const built = await buildApp(config, database);
  return {
    ...built,
    seeded,
    database,
    async close() { await built.close(); await database.close(); },
  };
}
