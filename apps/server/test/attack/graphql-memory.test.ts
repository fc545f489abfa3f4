import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Found by the fuzz run (issue 8): every distinct /gapi document was kept, parsed, in the GraphQL
// layer's query caches, refused ones included. A parsed 1 MiB document takes about 45 MB, so some
// tens of requests from any signed-in user held gigabytes and ran the server out of memory.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const retainedMb = () => { gc(); gc(); return process.memoryUsage().heapUsed / 1e6; };

describe('/gapi under distinct huge documents (embedded)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('embedded');
    ({ auth } = await signIn(t, 'client@demo.test'));
  });
  afterAll(async () => { await t?.close(); });

  it('keeps no parsed copy of the documents it refused', async () => {
    const before = retainedMb();
    for (let i = 0; i < 30; i++) {
      // Just under the 1 MiB body limit: 55,000 aliases of __typename, each document different.
      const query = `{ ${Array.from({ length: 55_000 }, (_, j) => `a${j}: __typename`).join(' ')} q${i}: __typename }`;
      const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: auth, payload: { query } });
      expect(res.statusCode).toBe(400);
    }
    expect(retainedMb() - before).toBeLessThan(100);
  }, 120_000);
});
