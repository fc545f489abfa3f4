import { useAfterIdle } from '../../lib/after-idle.ts';
import { useOwnUser } from '../../lib/session/own-user.ts';

/**
 * spec §3: the stored user (pas-user) is refreshed from the server once the app has loaded, asked
 * after the first page's own data (DESIGN §9); /profile reads it afresh on opening.
 */
export function useFreshUser(): void {
  useOwnUser({ enabled: useAfterIdle() });
}
