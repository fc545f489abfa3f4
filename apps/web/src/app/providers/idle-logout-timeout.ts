import { IDLE_TIMEOUT_MS } from '@portal/contract';

/**
 * Test hook: a positive whole number of milliseconds stored under this key replaces the idle
 * timeout, e.g. `localStorage.setItem('pas-idle-timeout-ms', '2000')`. It can only shorten it.
 */
export const IDLE_TIMEOUT_OVERRIDE_KEY = 'pas-idle-timeout-ms';

export function idleTimeoutMs(storage: Storage = localStorage): number {
  const override = Number(storage.getItem(IDLE_TIMEOUT_OVERRIDE_KEY));
  return Number.isInteger(override) && override > 0 && override < IDLE_TIMEOUT_MS ? override : IDLE_TIMEOUT_MS;
}
