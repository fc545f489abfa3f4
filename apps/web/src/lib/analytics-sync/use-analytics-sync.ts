import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { extractMessage } from '../error-message.ts';
import { useSession } from '../session/session-context.ts';
import { readStoredSession } from '../session/stored-session.ts';
import { runBeforePageHide } from './before-hide.ts';
import { httpTransport } from './http-transport.ts';
import { isLessonPath } from './lesson-path.ts';
import { queueFor } from './queues.ts';
import { createSyncEngine } from './sync-engine.ts';

/**
 * spec §2, §7: analytics syncing runs while the path is a lesson page, and stops (interval
 * cleared, a send under way cancelled) when the user leaves it. Mounted once in the signed-in shell.
 */
export function useAnalyticsSync(): void {
  const { pathname } = useLocation();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const active = userId !== null && isLessonPath(pathname);

  useEffect(() => {
    if (!active || userId === null) return;
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
  }, [active, userId]);
}
