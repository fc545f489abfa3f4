import { IDEMPOTENCY_KEY_TTL_MS } from '@portal/contract';
import { randomUuid } from './random-uuid.ts';

// DESIGN §5 "every write is safe to repeat" (decision 021): each request that creates or sends
// something carries an Idempotency-Key, one per user action. An action is known by what it sends
// (method, path and body): while it has not succeeded, every send of the same thing is the same
// action and reuses its key — a double click, a click on a stuck button, the client's own retry
// after a dropped connection or a 5xx. Once the server has answered it, or refused it (4xx: the
// user corrects the form, which makes a new body), the next send is a new action with a new key.
// A send of the same thing while the first is still on the wire does not go out again: it shares
// the first one's answer.

/** What a finished send tells the registry: only its status. */
export interface Answered { status: number }

interface Action<A> { key: string; since: number; inFlight: Promise<A> | null }

/** Keys are kept a little less than the server keeps their replies. */
const KEEP_MS = IDEMPOTENCY_KEY_TTL_MS - 60 * 60 * 1000;
/** Actions waiting for a retry, oldest dropped first: a tab never holds more. */
const MAX_WAITING = 200;
const actions = new Map<string, Action<unknown>>();

/** A new key: a UUID, also on a plain-http portal. */
export const newActionKey = randomUuid;

/** 5xx, "still under way" (409), too many (429): the same action may be sent again as it is. */
const mayRetry = (status: number) => status >= 500 || status === 409 || status === 429;

/**
 * Sends one user action with its key: `send` gets the key and is called at most once at a time per
 * action; a send of the same action meanwhile gets the same answer. A call its caller may cancel
 * (`share: false`: a query, a sync queue) goes out on its own with the same key, so one caller's
 * cancel never fails another's call.
 */
export function sendAction<A extends Answered>(action: string, send: (key: string) => Promise<A>, share = true): Promise<A> {
  const now = Date.now();
  let entry = actions.get(action) as Action<A> | undefined;
  if (share && entry?.inFlight) return entry.inFlight;
  if (!entry || now - entry.since > KEEP_MS) {
    entry = { key: newActionKey(), since: now, inFlight: null };
    actions.set(action, entry);
    if (actions.size > MAX_WAITING) actions.delete(actions.keys().next().value!);
  }
  const own = entry;
  const call: Promise<A> = send(own.key).then(
    (answer) => {
      if (own.inFlight === call) own.inFlight = null;
      if (!mayRetry(answer.status)) actions.delete(action);
      return answer;
    },
    (error: unknown) => {
      // No answer (the connection dropped): the action is kept with its key for the retry.
      if (own.inFlight === call) own.inFlight = null;
      throw error;
    },
  );
  if (share) own.inFlight = call;
  return call;
}

/** What a multipart body sends, as text: its fields, and each file by name, size, type and date. */
export function describeForm(form: FormData): string {
  const parts: string[] = [];
  form.forEach((value, name) => {
    parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}:${value.type}:${value.lastModified}`);
  });
  return parts.join('\n');
}
