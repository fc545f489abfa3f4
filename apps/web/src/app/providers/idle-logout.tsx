import { lazy, Suspense } from 'react';
import { useAfterIdle } from '../../lib/after-idle.ts';

export { IDLE_TIMEOUT_OVERRIDE_KEY, idleTimeoutMs } from './idle-logout-timeout.ts';

// DESIGN §9: the idle timer (react-idle-timer) is not needed for the first paint; its code loads
// and it starts at the browser's first idle moment, a second or two after the page is up.
const IdleLogoutTimer = lazy(() =>
  import('./idle-logout-timer.tsx').catch((error: unknown) => {
    // A failed load must not take the signed-in frame down with it; the session then simply
    // stays until the user logs out or the server ends it.
    console.error(error instanceof Error ? error.message : String(error));
    return { default: () => null };
  }));

/** spec §4: logs the user out after an hour without activity (the timer itself: idle-logout-timer.tsx). */
export function IdleLogout() {
  const idle = useAfterIdle();
  return idle ? <Suspense fallback={null}><IdleLogoutTimer /></Suspense> : null;
}
