import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, Response } from 'light-my-request';
import { sessionService } from '../../src/modules/auth/sessions.ts';
import { captureLogs } from '../support/log-capture.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type Backend, type TestApp } from '../support/test-app.ts';
import { FUZZ_SEED } from './fuzz-budget.ts';
import type { Caller } from './rest-cases.ts';

/** What the attack suite asserts of every reply: no 500, and on /gapi no INTERNAL_SERVER_ERROR. */
export function problemOf(res: Response): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (!String(res.headers['content-type'] ?? '').includes('json')) return null;
  const errors = (() => { try { return (JSON.parse(res.body) as { errors?: { extensions?: { code?: string } }[] }).errors; } catch { return undefined; } })();
  const internal = Array.isArray(errors) && errors.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR');
  return internal ? `INTERNAL_SERVER_ERROR: ${res.body.slice(0, 300)}` : null;
}

/**
 * A request to an event stream: answered at once with its status and first bytes; the stream (which
 * would stay open) is then dropped. Errors (4xx) end by themselves and are read whole.
 */
export async function injectStream(app: TestApp['app'], options: InjectOptions): Promise<Response> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const first = await new Promise<string>((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => { text += chunk.toString(); if (res.statusCode < 300) resolve(text); });
    stream.on('end', () => resolve(text));
    stream.on('error', () => resolve(text));
  });
  stream.destroy();
  return { statusCode: res.statusCode, headers: res.headers, body: first } as Response;
}

/**
 * The app under attack: a real database with the demo tenant, logs captured at warn and above, a
 * web folder holding just the two SPA pages (so the static routes are known), and real sessions.
 */
export async function fuzzApp(backend: Backend) {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-web-'));
  for (const page of ['index.html', 'app.html']) fs.writeFileSync(path.join(web, page), '<!doctype html><title>portal</title>');
  const t: TestApp = await createTestApp(backend, { LOG_LEVEL: 'warn', WEB_DIST: web });
  const logs = captureLogs(t.app);
  const sessions = sessionService(t.deps);
  const tokens: Record<Exclude<Caller, 'anonymous' | 'forged'>, string> = {
    client: (await signIn(t, 'client@demo.test')).token,
    coach: (await signIn(t, 'coach@demo.test')).token,
    admin: (await signIn(t, 'admin@demo.test')).token,
  };
  return {
    t, logs, tokens,
    /**
     * A session of peer@ (never one of the callers above), for routes that end sessions: whatever
     * they end, the callers' sessions live on.
     */
    throwaway() {
      return sessions.create(t.demo.peer, { browser: null, ip: null, location: null }, false);
    },
    async close() {
      await t.close();
      fs.rmSync(web, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `runs` generated cases and collects every reply that breaks the rule instead of stopping at
 * the first (shrinking one failure per property keeps the report readable).
 */
export async function fuzzProperty<T>(label: string, arb: fc.Arbitrary<T>, runs: number, send: (c: T) => Promise<Response>, statuses: Map<number, number>) {
  const problems: string[] = [];
  let cases = 0;
  await fc.assert(fc.asyncProperty(arb, async (c) => {
    cases += 1;
    const res = await send(c);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const problem = problemOf(res);
    if (problem) problems.push(`${label} ${JSON.stringify(c).slice(0, 400)} → ${problem}`);
    return true;
  }), { numRuns: runs, seed: FUZZ_SEED, endOnFailure: true });
  return { cases, problems };
}
