import { extractMessage } from '../error-message.ts';
import { readStoredSession } from '../session/stored-session.ts';
import { runBeforePageHide } from './before-hide.ts';
import { httpTransport } from './http-transport.ts';
import { queueFor } from './queues.ts';
import { createSyncEngine } from './sync-engine.ts';

// The working half of useAnalyticsSync, loaded only when a lesson page opens (DESIGN §9: the
// engine, its queue and transport, and the reply schema stay out of the signed-in shell's code).

/** spec §2, §7: starts syncing `userId`'s queue; the returned function stops it. */
export function startAnalyticsSync(userId: number): () => void {
  const engine = createSyncEngine({
    queue: queueFor(userId),
    transport: httpTransport,
    // spec §7: the id of the decoded stored session, and only while it is still this queue's user
    getUserId: () => {
      const stored = readStoredSession()?.user.id ?? null;
      return stored === userId ? stored : null;
    },
    describeError: extractMessage,
    beforeHide: runBeforePageHide,
  });
  const onPageHide = () => engine.flushOnHide();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') engine.flushOnHide();
  };
  engine.start();
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibility);
    engine.stop();
  };
}
