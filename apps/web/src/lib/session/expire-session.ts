import { MESSAGES } from '@portal/contract';
import { reloadPage } from '../navigation.ts';
import { notifyErrorBrief } from '../toast.ts';

const EXPIRED_FLAG = 'pas-session-expired';
let expiring = false;

/** spec §8: HTTP 401 or 419 logs out, clears local storage, shows 'Session Expired' and reloads. */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  localStorage.clear();
  // The reload wipes the toast shown here, so the next page load shows it again.
  sessionStorage.setItem(EXPIRED_FLAG, '1');
  notifyErrorBrief(MESSAGES.sessionExpired);
  reloadPage();
}

/** Called once the toast container is mounted after a reload caused by expiry. */
export function announceExpiredSession(): void {
  if (sessionStorage.getItem(EXPIRED_FLAG) === null) return;
  sessionStorage.removeItem(EXPIRED_FLAG);
  notifyErrorBrief(MESSAGES.sessionExpired);
}
