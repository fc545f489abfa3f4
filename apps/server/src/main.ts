import { loadConfig } from './config.ts';
import { boot } from './boot.ts';

const started = performance.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const server = await boot(config);
await server.app.listen({ port: config.port, host: config.host });
const ms = Math.round(performance.now() - started);
server.app.log.info(`${server.seeded ? 'Seeded the demo data. ' : ''}Portal ready in ${ms} ms on ${server.deps.dbKind} database: ${config.publicUrl}`);
// With logging silenced, still say where the portal is.
if (config.logLevel === 'silent') console.log(`Portal ready at ${config.publicUrl}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0), () => process.exit(1));
  });
}
