import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute { method: string; url: string }

/**
 * Every method + path the app answers, read from Fastify's route tree after `ready()` (the app
 * itself keeps no list). `printRoutes()` prints a radix tree whose lines concatenate to full paths:
 * `├── /api/auth/loginotp (POST)` with a child `│   └── fbs (POST)` is `/api/auth/loginotpfbs`.
 */
export async function routeTable(app: FastifyInstance): Promise<RegisteredRoute[]> {
  await app.ready();
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = line.match(/^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  if (routes.length === 0) throw new Error('No routes read from printRoutes(): has its format changed?');
  return routes;
}
