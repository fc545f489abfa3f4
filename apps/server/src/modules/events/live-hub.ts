import { PassThrough } from 'node:stream';
import { LIVE_EVENT, LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER, type LiveEventType } from '@portal/contract';
import type { ChangeBus } from '../../platform/change-bus.ts';
import type { Authenticated } from '../auth/sessions.ts';
import { LIVE_TOPIC } from '../../lib/live-publish.ts';

// The open event streams of this server (GET /api/v1/events, decision 017), by user. Events reach
// every server on the change bus (topic `events`, keys `{type}:{userId}`); each server writes them
// to the streams it holds. One timer writes every stream's heartbeat.

/** A stream whose reader stopped reading is dropped before it holds more than this. */
const MAX_BUFFERED_BYTES = 64 * 1024;

interface Stream { userId: number; sessionId: number; token: string; out: PassThrough }

interface HubLog { info(obj: object, msg: string): void }

export function liveHub(bus: ChangeBus, stillSignedIn: (token: string) => Promise<boolean>, log: HubLog) {
  const byUser = new Map<number, Stream[]>();
  let count = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const write = (s: Stream, text: string) => {
    if (s.out.writableEnded) return;
    if (s.out.writableLength > MAX_BUFFERED_BYTES) { end(s); return; }
    s.out.write(text);
  };
  const send = (s: Stream, type: LiveEventType) => write(s, `event: ${type}\ndata: {}\n\n`);
  const all = () => [...byUser.values()].flat();

  function forget(s: Stream) {
    const list = byUser.get(s.userId);
    if (!list?.includes(s)) return;
    const rest = list.filter((x) => x !== s);
    if (rest.length) byUser.set(s.userId, rest);
    else byUser.delete(s.userId);
    count -= 1;
    if (!count && heartbeat) { clearInterval(heartbeat); heartbeat = null; }
  }
  function end(s: Stream) {
    forget(s);
    if (!s.out.writableEnded) s.out.end();
  }
  async function recheck(streams: Stream[]) {
    for (const s of streams) {
      if (s.out.writableEnded) continue;
      // A check that fails (the database away) leaves the stream open, as a signed-in request would be.
      if (!(await stillSignedIn(s.token).catch(() => true))) end(s);
    }
  }

  bus.subscribe(LIVE_TOPIC, (keys) => {
    // Redis was away: events may have been missed, so every app refreshes what it shows.
    if (keys === 'all') { for (const s of all()) send(s, LIVE_EVENT.resync); return; }
    for (const key of keys) {
      const at = key.indexOf(':');
      const type = key.slice(0, at) as LiveEventType;
      for (const s of byUser.get(Number(key.slice(at + 1))) ?? []) send(s, type);
    }
  });
  // A session ended (`s:{id}`) or a user changed (`u:{id}`, perhaps deactivated) on any server:
  // its streams end, or are checked again. (The session service heard it first and forgot its copy.)
  bus.subscribe('sessions', (keys) => {
    // This server could not hear the others (Redis was away): a session signed out elsewhere
    // meanwhile went unheard, so every stream's session is checked again — one at a time, so a
    // server holding thousands of streams does not take every database connection at once.
    if (keys === 'all') { void recheck(all()); return; }
    for (const key of keys) {
      const id = Number(key.slice(2));
      if (key.startsWith('s:')) { for (const s of all()) if (s.sessionId === id) end(s); continue; }
      for (const s of byUser.get(id) ?? []) {
        stillSignedIn(s.token).then((yes) => { if (!yes) end(s); }, () => {});
      }
    }
  });

  return {
    /**
     * A new stream for this caller; the caller's oldest makes way when they hold too many. Destroy
     * it when its reader goes away: it leaves the hub as it closes.
     */
    open(auth: Authenticated, token: string): PassThrough {
      const s: Stream = { userId: auth.user.id, sessionId: auth.sessionId, token, out: new PassThrough() };
      const list = byUser.get(s.userId) ?? [];
      byUser.set(s.userId, [...list, s]);
      count += 1;
      for (const old of list.slice(0, Math.max(0, list.length + 1 - LIVE_STREAMS_PER_USER))) {
        send(old, LIVE_EVENT.replaced);
        end(old);
      }
      s.out.on('close', () => forget(s));
      heartbeat ??= setInterval(() => { for (const x of all()) write(x, ': heartbeat\n\n'); }, LIVE_HEARTBEAT_MS).unref();
      send(s, LIVE_EVENT.ready);
      return s.out;
    },
    /** Graceful stop: every stream ends, so the server can close its connections. */
    endAll() {
      const open = all();
      if (open.length) log.info({ streams: open.length }, 'live event streams ended for shutdown');
      for (const s of open) end(s);
    },
    count: () => count,
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
