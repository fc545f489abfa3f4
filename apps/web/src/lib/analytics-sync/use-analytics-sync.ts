import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context.ts';
import { isLessonPath } from './lesson-path.ts';

/**
 * spec §2, §7: analytics syncing runs while the path is a lesson page, and stops (interval
 * cleared, a send under way cancelled) when the user leaves it. Mounted once in the signed-in shell.
 * The engine's code loads on the first lesson page (DESIGN §9), so the shell does not carry it.
 */
export function useAnalyticsSync(): void {
  const { pathname } = useLocation();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const active = userId !== null && isLessonPath(pathname);

  useEffect(() => {
    if (!active || userId === null) return;
    let left = false;
    let stop: (() => void) | undefined;
    import('./use-analytics-sync-start.ts').then(
      ({ startAnalyticsSync }) => {
        // the user may have left the lesson page (or signed out) while the code was loading
        if (!left) stop = startAnalyticsSync(userId);
      },
      // spec §8: a sync failure is logged, never shown; the entries stay queued for the next page
      (error: unknown) => console.error(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [active, userId]);
}
