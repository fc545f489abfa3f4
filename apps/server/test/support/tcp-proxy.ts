import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server, which a test can take down (every connection
 * cut, the port closed) and bring back on the same port: a dependency that goes away and returns.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () => new Promise<void>((resolve) => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => {}); }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1', () => { port = (server!.address() as net.AddressInfo).port; resolve(); });
  });
  await listen();
  return {
    get port() { return port; },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    up: listen,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => (server!.listening ? server!.close(resolve) : resolve(undefined)));
    },
  };
}
