import net from 'node:net';

/**
 * Just enough of an SMTP relay on 127.0.0.1 for nodemailer: 'up' takes every message, 'silent'
 * accepts the connection and never greets (a relay that hangs).
 */
export async function fakeSmtpServer() {
  const state = { mode: 'up' as 'up' | 'silent', messages: [] as string[] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (state.mode === 'silent') return;
    let data: string[] | null = null;
    let buffered = '';
    socket.write('220 relay.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') { state.messages.push(data.join('\n')); data = null; socket.write('250 2.0.0 queued\r\n'); } else data.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 relay.test\r\n');
        else if (/^DATA/i.test(line)) { data = []; socket.write('354 go ahead\r\n'); }
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
