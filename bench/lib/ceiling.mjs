// The ceiling: a bare Node `http` server that answers each recorded route with the exact bytes the
// portal answered (status, headers, body). Run as `node bench/lib/ceiling.mjs <fixtures.json> <port>`.
// What it reaches is what Node's HTTP stack alone allows on this machine; the portal's req/s are
// reported as a share of it.
import fs from 'node:fs';
import http from 'node:http';

/**
 * @typedef {object} Fixture
 * @property {string} method
 * @property {string} path
 * @property {number} status
 * @property {string[]} headers  flat [name, value, name, value …] as the portal sent them
 * @property {string} body       base64
 */

const [file, portArg] = process.argv.slice(2);
if (!file || !portArg) {
  console.error('usage: node bench/lib/ceiling.mjs <fixtures.json> <port>');
  process.exit(2);
}
/** @type {Fixture[]} */
const fixtures = JSON.parse(fs.readFileSync(file, 'utf8'));
/** @type {Map<string, { status: number, headers: string[], body: Buffer }>} */
const routes = new Map();
for (const f of fixtures) routes.set(`${f.method} ${f.path}`, { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') });

const server = http.createServer((req, res) => {
  const route = routes.get(`${req.method} ${(req.url ?? '/').split('?')[0]}`);
  // Read the request body, as a real handler must, before answering.
  req.on('data', () => {});
  req.on('end', () => {
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain', 'content-length': '9' }).end('Not found');
      return;
    }
    res.writeHead(route.status, route.headers).end(route.body);
  });
});
// The keep-alive window the portal (Fastify) announces, so even that header matches.
server.keepAliveTimeout = 72_000;
server.listen(Number(portArg), '127.0.0.1');
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
