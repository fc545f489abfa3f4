import { extractMessage } from '../error-message.ts';
import { runBeforePageHide } from './before-hide.ts';
import { runOnPage, storedUserIs } from './engine-on-page.ts';
import { httpTransport, SPEC_KINDS } from './http-transport.ts';
import { queueFor } from './queues.ts';
import { createSyncEngine } from './sync-engine.ts';

// The working half of useAnalyticsSync, loaded only when a lesson page opens (DESIGN §9: the
// engine, its queue and transport, and the reply schema stay out of the signed-in shell's code).

/** spec §2, §7: starts syncing `userId`'s training and flash lists; the returned function stops it. */
export function startAnalyticsSync(userId: number): () => void {
  return runOnPage(createSyncEngine({
    queue: queueFor(userId),
    transport: httpTransport,
    kinds: SPEC_KINDS,
    getUserId: storedUserIs(userId),
    describeError: extractMessage,
    beforeHide: runBeforePageHide,
  }));
}
