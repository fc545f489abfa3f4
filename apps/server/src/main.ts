import { ConfigError, loadConfig } from './config.ts';
import { boot } from './boot.ts';

const started = performance.now();
/** A wrong setting ends the process with its message alone; anything else keeps its stack. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const config = await orExit(() => loadConfig());
const server = await orExit(() => boot(config));
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
