// The PostgreSQL and Redis servers `npm test` also runs against: DATABASE_URL and REDIS_URL when
// set, else the machine's own at their standard ports when they answer (PostgreSQL as `postgres`
// without a password, as Debian's trust setup has it). Without them those tests say they need them.
import net from 'node:net';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Does a PostgreSQL server take this URL (connects and answers `select 1` within 3 s)? */
async function postgresAnswers(url) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Does a Redis server answer PING at this URL within 3 s? */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(3_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** DATABASE_URL and REDIS_URL for the test run: what the environment says, else what answers here. */
export async function localServices(env = process.env) {
  const found = {};
  if (env.DATABASE_URL) found.DATABASE_URL = env.DATABASE_URL;
  else if (env.TEST_LOCAL_SERVICES !== 'off' && await postgresAnswers(LOCAL_POSTGRES)) found.DATABASE_URL = LOCAL_POSTGRES;
  if (env.REDIS_URL) found.REDIS_URL = env.REDIS_URL;
  else if (env.TEST_LOCAL_SERVICES !== 'off' && await redisAnswers(LOCAL_REDIS)) found.REDIS_URL = LOCAL_REDIS;
  return found;
}
