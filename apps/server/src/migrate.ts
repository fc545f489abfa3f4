import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

// `npm run db:migrate`: applies the migrations to DATABASE_URL (or the embedded database) and exits.
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Migrations applied (${db.kind} database).`);
await db.close();
