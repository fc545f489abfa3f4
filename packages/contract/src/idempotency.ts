// DESIGN §5 "every write is safe to repeat": a request that creates or sends something carries an
// Idempotency-Key (one UUID per user action); a repeat gets the first reply and no second effect.

/** The request header that names one user action (kept across that action's own retries). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The reply header of an answer repeated from the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long the server keeps a key's first reply. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A UUID in its canonical text form (any version). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IDEMPOTENCY_MESSAGES = {
  malformedKey: 'The Idempotency-Key header must be a UUID, such as 3f2b8c1e-9a4d-4e7b-8c21-5d6f0a1b2c3d.',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
  stillRunning: 'The first request with this Idempotency-Key is still under way. Try again in a moment.',
  /** Buttons of a call under way (the label a screen reader hears while it waits). */
  saving: 'Saving…',
  sending: 'Sending…',
} as const;
