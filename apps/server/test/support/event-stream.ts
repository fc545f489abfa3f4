import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';

/** An open GET /api/v1/events stream read through inject: the events it has carried so far. */
export async function openEventStream(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/events', headers, payloadAsStream: true });
  const stream = res.stream() as Readable;
  const events: string[] = [];
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      const type = /^event: (.+)$/m.exec(frame)?.[1];
      if (type) events.push(type);
    }
  });
  stream.on('error', () => {});
  let ended = false;
  stream.on('end', () => { ended = true; });
  return {
    status: res.statusCode,
    headers: res.headers,
    events,
    ended: () => ended,
    close: () => stream.destroy(),
  };
}
