// Live events (docs/decisions/017-live-events.md): one server-sent events stream per open app,
// read with fetch (the bearer token goes in a header, never in the URL).

export const LIVE_EVENTS_PATH = '/api/v1/events';

/**
 * What a stream carries. `ready`: the stream is open (sent first). `mail`: a mail arrived or the
 * user's mailbox changed. `notifications`: one came, or some were read. `resync`: events may have
 * been missed, so refresh whatever is shown.
 * `replaced`: the user opened more streams than allowed and this, the oldest, was closed.
 */
export const LIVE_EVENT = { ready: 'ready', mail: 'mail', notifications: 'notifications', resync: 'resync', replaced: 'replaced' } as const;
export type LiveEventType = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

/** Sent as a comment line, so proxies and the app can tell a quiet stream from a dead one. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Streams one user may hold at once (open tabs and devices); the oldest makes way beyond it. */
export const LIVE_STREAMS_PER_USER = 5;
