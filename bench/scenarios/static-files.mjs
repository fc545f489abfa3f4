// Files served without signing in: the app's version file and its largest script, as a browser asks.
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from '../lib/portal.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */

/** @type {Scenario[]} */
export const staticFiles = [
  {
    name: 'GET /meta.json',
    method: 'GET',
    path: '/meta.json',
  },
  {
    name: 'GET largest JS asset',
    method: 'GET',
    path: '/assets/',
    async setup() {
      const dir = path.join(WEB_DIST, 'assets');
      if (!fs.existsSync(dir)) return { skip: 'apps/web/dist/assets does not exist (web not built)' };
      const largest = fs.readdirSync(dir).filter((f) => f.endsWith('.js'))
        .map((f) => ({ f, size: fs.statSync(path.join(dir, f)).size }))
        .sort((a, b) => b.size - a.size)[0];
      if (!largest) return { skip: 'no JS file in apps/web/dist/assets' };
      // What a browser asks for; the server may answer with a precompressed file.
      return { path: `/assets/${largest.f}`, headers: { 'accept-encoding': 'gzip, deflate, br' } };
    },
  },
];
