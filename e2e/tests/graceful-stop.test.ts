import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, startCluster, type Cluster } from '../support/cluster.ts';
import { DEMO_PASSWORD } from '../support/sign-in.ts';

// Issue 11 faults: SIGTERM while lesson pages post their analytics (spec §7, every 5 s): requests
// under way finish, new ones are refused at the socket, and every entry acknowledged with a 2xx is
// stored. Needs DATABASE_URL and REDIS_URL, as CI has (.ci/run).
const haveServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const suite = haveServices ? describe : describe.skip;

suite(`SIGTERM under load${haveServices ? '' : ' (needs DATABASE_URL and REDIS_URL)'}`, () => {
  let cluster: Cluster;
  beforeAll(async () => { cluster = await startCluster(1); }, 180_000);
  afterAll(async () => { await cluster?.stop(); });

  it('finishes what it acknowledged and exits 0', async () => {
    const server = cluster.servers[0]!;
    const { token, userId } = await apiSignIn(server, 'client@demo.test', DEMO_PASSWORD);
    const acknowledged: string[] = [];
    let refused = 0;
    let n = 0;
    let stopping = false;
    const page = async (p: number) => {
      for (;;) {
        const id = `visit-${p}-${n++}`;
        try {
          const res = await fetch(`${server}/api/v1/training-analytics/`, {
            method: 'POST',
            body: JSON.stringify({ user_id: userId, data: [{ id, event: 'lesson_time', lesson_id: 1, seconds: 5 }] }),
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          });
          await res.arrayBuffer();
          if (res.ok) acknowledged.push(id);
          else if (stopping) { refused++; return; } // 503 while closing
          else throw new Error(`analytics answered ${res.status}`);
        } catch (err) {
          if (!stopping) throw err;
          refused++;
          return;
        }
      }
    };
    const pages = Array.from({ length: 20 }, (_, p) => page(p));
    await new Promise((r) => setTimeout(r, 1_500));
    stopping = true;
    const code = await cluster.signal(0, 'SIGTERM');
    await Promise.all(pages);
    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(0);

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ entry_id: string }>('SELECT entry_id FROM training_analytics_entries WHERE user_id = $1 AND entry_id = ANY($2)', [userId, acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
  }, 60_000);
});
