import { IDLE_DEBOUNCE_MS } from '@portal/contract';
import { useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useSession } from '../../lib/session/session-context.ts';
import { idleTimeoutMs } from './idle-logout-timeout.ts';

/** spec §4: after an hour without activity (debounce 250 ms) the user is logged out. */
export default function IdleLogoutTimer() {
  const { logout } = useSession();
  const [timeout] = useState(() => idleTimeoutMs());
  useIdleTimer({ timeout, debounce: IDLE_DEBOUNCE_MS, onIdle: () => void logout() });
  return null;
}
