import { get } from '../http.ts';
import { loadPage } from '../navigation.ts';
import { runBeforeLogout } from './before-logout.ts';

/**
 * spec §4: logout tells the server, then clears all local storage and reloads. The page is left
 * even when the server call fails: a user who asked to leave must not stay signed in here. What is
 * still waiting to be sent goes first (before-logout.ts).
 */
export async function logout(redirectTo = '/login'): Promise<void> {
  await runBeforeLogout();
  try {
    await get('/api/auth/logout');
  } catch {
    // nothing to show: the local session ends either way
  } finally {
    localStorage.clear();
    loadPage(redirectTo);
  }
}
