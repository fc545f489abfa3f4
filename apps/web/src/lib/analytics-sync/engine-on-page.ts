import { beforeLogout } from '../session/before-logout.ts';
import { readStoredSession } from '../session/stored-session.ts';
import type { SyncEngine } from './sync-engine.ts';

/**
 * spec §7: the user id comes from the decoded stored session, and only while it is still the
 * queue's user (a sign-out in another tab stops the sends at once).
 */
export const storedUserIs = (userId: number) => (): number | null => {
  const stored = readStoredSession()?.user.id ?? null;
  return stored === userId ? stored : null;
};

/**
 * Runs `engine` for as long as its page is open: the 5 s ticks; on pagehide or a hidden tab, what
 * remains goes out with keepalive; when the connection comes back, at once; before a logout clears
 * the queue, everything, while the session still holds. Returns the stop.
 */
export function runOnPage(engine: SyncEngine): () => void {
  const onPageHide = () => engine.flushOnHide();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') engine.flushOnHide();
  };
  const onOnline = () => void engine.flush();
  engine.start();
  const stopLogoutSend = beforeLogout(() => engine.drain());
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopLogoutSend();
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    engine.stop();
  };
}
