import { IDLE_DEBOUNCE_MS } from '@portal/contract';
import { useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useSession } from '../../lib/session/session-context.ts';
import { idleTimeoutMs } from './idle-logout-timeout.ts';

/** The channel the portal's open tabs share their activity on (react-idle-timer's cross-tab support). */
export const IDLE_TIMER_CHANNEL = 'pas-idle-logout';

/**
 * spec §4: after an hour without activity (debounce 250 ms) the user is logged out. The tabs of the
 * portal share one session, so they share the count too (crossTab): a tab left in the background
 * goes idle on its own but logs out only when every open tab has been idle that long. The logout
 * then clears the shared storage, which signs out every tab (session-provider.tsx).
 */
export default function IdleLogoutTimer() {
  const { logout } = useSession();
  const [timeout] = useState(() => idleTimeoutMs());
  useIdleTimer({
    timeout, debounce: IDLE_DEBOUNCE_MS, crossTab: true, name: IDLE_TIMER_CHANNEL, syncTimers: IDLE_DEBOUNCE_MS,
    onIdle: () => void logout(),
  });
  return null;
}
