import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const QUERY = process.env.PROFILE_QUERY ?? '';
it('profiles', async () => {
  const t = await createTestApp((process.env.PROFILE_BACKEND as 'postgres') ?? 'postgres');
  const { auth, user } = await signIn(t, 'client@demo.test');
  const payload = JSON.stringify({ query: QUERY, variables: { user_id: String(user.id) } });
  const send = () => t.app.inject({ method: 'POST', url: process.env.PROFILE_URL ?? '/gapi', headers: { ...auth, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, payload: process.env.PROFILE_URL ? process.env.PROFILE_BODY ?? '{}' : payload });
  const first = await send();
  console.log(first.statusCode, first.body.slice(0, 300));
  for (let i = 0; i < 300; i++) await send();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const started = performance.now();
  const N = 2000;
  const inflight: Promise<unknown>[] = [];
  for (let i = 0; i < N; i++) { inflight.push(send()); if (inflight.length >= 20) await Promise.all(inflight.splice(0)); }
  await Promise.all(inflight);
  const ms = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync('/work/notes/p.cpuprofile', JSON.stringify(profile));
  console.log(`${N} requests in ${ms.toFixed(0)} ms: ${(N / ms * 1000).toFixed(0)} req/s in-process`);
  await t.close?.();
}, 300_000);
