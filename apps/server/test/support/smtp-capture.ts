import type net from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * What the relay does with the next connection or message:
 * - 'up' accepts every message;
 * - 'slow' accepts, but answers each message only after `slowMs` (longer than any request should
 *   take, shorter than the transport's socket timeout);
 * - 'silent' accepts the connection and never greets (a relay that hangs);
 * - 'refuse-temporary' answers the message's data with a 451 (try again later);
 * - 'refuse-permanent' refuses the recipient with a 550 (no such user).
 * Refusals name the recipient, as relays do, so tests can check that addresses stay out of the
 * outbox's last error and the logs.
 */
export type SmtpMode = 'up' | 'slow' | 'silent' | 'refuse-temporary' | 'refuse-permanent';

export interface CapturedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The whole message as received: headers and MIME body. */
  raw: string;
  /** The decoded text/plain part (or the body of a single-part message). */
  text: string;
}

/** Slow mode's delay: well past a request's 2.5 s budget, well inside SMTP_TIMEOUTS.socketTimeout (10 s). */
export const SLOW_MS = 5_000;

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

function decodePart(headers: string, body: string) {
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain part of a message: enough MIME for what nodemailer sends (text, or text + html). */
export function plainText(raw: string): string {
  const split = (s: string) => {
    const at = s.search(/\r?\n\r?\n/);
    return at < 0 ? [s, ''] as const : [s.slice(0, at), s.slice(at).replace(/^\r?\n\r?\n/, '')] as const;
  };
  const [headers, body] = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return decodePart(headers, body);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const [partHeaders, partBody] = split(part.replace(/^\r?\n/, ''));
    if (/^content-type:\s*text\/plain/im.test(partHeaders)) return decodePart(partHeaders, partBody.replace(/\r?\n$/, ''));
    if (/^content-type:\s*multipart\//im.test(partHeaders)) {
      const nested = plainText(part.replace(/^\r?\n/, ''));
      if (nested) return nested;
    }
  }
  return '';
}

/**
 * A local SMTP relay (smtp-server, nodemailer's own) on a free port of 127.0.0.1, plain text with
 * no STARTTLS and no authentication, as `smtp://127.0.0.1:port` reaches it. It keeps every message
 * it accepted; `mode` can be changed at any time. stop() closes the port (a dead relay: nothing
 * listening, connections refused) and start() opens the same port again.
 */
export async function smtpCaptureServer() {
  const state = {
    mode: 'up' as SmtpMode,
    slowMs: SLOW_MS,
    /** Accepted messages, in the order they were accepted. */
    messages: [] as CapturedMail[],
    /** Every reply that refused a message, in order ("451 …", "550 …"). */
    refusals: [] as string[],
    /** Messages received in slow mode and not yet answered. */
    holding: 0,
  };
  const sockets = new Set<net.Socket>();
  let server: SMTPServer | null = null;
  let port = 0;

  function refuse(code: number, text: string, callback: (err?: Error | null) => void) {
    state.refusals.push(`${code} ${text}`);
    callback(smtpError(code, text));
  }

  function create() {
    const s = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 100,
      onConnect(_session, callback) {
        // The greeting is sent once this calls back: in silent mode it never does.
        if (state.mode !== 'silent') callback();
      },
      onRcptTo(address, _session, callback) {
        if (state.mode === 'refuse-permanent') refuse(550, `5.1.1 <${address.address}>: no such user here`, callback);
        else callback();
      },
      onData(stream: SMTPServerDataStream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (state.mode === 'refuse-temporary') {
            refuse(451, `4.3.0 <${to.join(', ')}>: mailbox busy, try again later`, callback);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const accept = () => {
            state.messages.push({ to, raw, text: plainText(raw) });
            callback(null, 'queued');
          };
          if (state.mode !== 'slow') return accept();
          state.holding += 1;
          setTimeout(() => { state.holding -= 1; accept(); }, state.slowMs);
        });
      },
    });
    s.server.on('connection', (socket: net.Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    s.on('error', () => {});
    return s;
  }

  async function start() {
    if (server) return;
    const s = create();
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => { s.server.off('error', reject); resolve(); });
    });
    port = (s.server.address() as net.AddressInfo).port;
    server = s;
  }

  async function stop() {
    const s = server;
    if (!s) return;
    server = null;
    const closed = new Promise<void>((resolve) => s.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await start();
  return {
    state,
    get port() { return port; },
    get url() { return `smtp://127.0.0.1:${port}`; },
    /** Opens the relay's port again after stop(). */
    start,
    /** Closes the port and every connection: nothing listens until start(). */
    stop,
    close: stop,
  };
}
