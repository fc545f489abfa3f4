// A small round-robin HTTP balancer on 127.0.0.1 for benchmarks of several portal servers: each
// request goes to the next server in turn, over kept-alive connections.
import http from 'node:http';
import { freePort } from './portal.mjs';

/**
 * @param {string[]} initial  the servers' origins
 * @returns {Promise<{ origin: string, use: (servers: string[]) => void, close: () => Promise<void> }>}
 */
export async function startBalancer(initial) {
  let servers = initial.map((s) => new URL(s));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = servers[next++ % servers.length];
    if (!target) { res.writeHead(503).end(); return; }
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => { if (!res.headersSent) res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${port}`,
    /** From now on, requests alternate between these servers. */
    use(list) { servers = list.map((s) => new URL(s)); next = 0; },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
