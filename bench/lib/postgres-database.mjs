// A fresh PostgreSQL database for one bench run, and how to drop it afterwards.

/**
 * A fresh database for the run on the PostgreSQL server of DATABASE_URL or 127.0.0.1:5432.
 * @returns {Promise<{ url: string, label: string, drop: () => Promise<void>, maintain: () => Promise<void> } | { skip: string }>}
 */
export async function createPostgresDatabase() {
  if (process.env.BENCH_POSTGRES === 'off') return { skip: 'BENCH_POSTGRES=off' };
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return { skip: 'the pg package is not installed' };
  }
  const base = process.env.DATABASE_URL
    ? new URL(process.env.DATABASE_URL)
    : new URL(`postgres://${encodeURIComponent(process.env.PGUSER ?? 'postgres')}@127.0.0.1:5432/postgres`);
  if (!process.env.DATABASE_URL && process.env.PGPASSWORD) base.password = process.env.PGPASSWORD;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
    await client.connect();
    return client;
  };
  let admin;
  try {
    admin = await connect();
  } catch (err) {
    return { skip: `no PostgreSQL at ${adminUrl.host} (${/** @type {Error} */ (err).message})` };
  }
  const name = `portal_bench_${Date.now()}`;
  let version = '';
  let autovacuum = true;
  try {
    version = String((await admin.query('SHOW server_version')).rows[0]?.server_version ?? '');
    autovacuum = String((await admin.query('SHOW autovacuum')).rows[0]?.autovacuum ?? 'on') === 'on';
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${version} at ${url.host}${autovacuum ? '' : ' (autovacuum off on this server: the bench vacuums between scenarios)'}`,
    /**
     * Before each scenario: what a production server's autovacuum does between bursts, when this
     * server has it off (a test setting of this machine kind). Without it, a scenario pays for the
     * dead rows of those before it: 70,210 dead board cards for 6,026 live after the board moves.
     */
    async maintain() {
      if (autovacuum) return;
      const c = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
      await c.connect();
      try {
        await c.query('VACUUM (ANALYZE)');
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = await connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
