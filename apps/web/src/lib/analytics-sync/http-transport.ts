import { AnalyticsBatchReply } from '@portal/contract';
import { post } from '../http.ts';
import { HttpError } from '../http-error.ts';
import { readToken } from '../session/stored-session.ts';
import { currentTenant } from '../tenant.ts';
import type { SyncKind } from './pending-queue.ts';
import type { SyncBody, SyncTransport } from './sync-engine.ts';

/** spec §7 Analytics. */
export const SYNC_PATHS: Record<SyncKind, string> = {
  training: '/api/v1/training-analytics/',
  flash: '/api/v1/flashcoaching',
};

/**
 * Ticks go through the app's client (spec §8 handling of 401/419/500). Page-hide sends need
 * `keepalive`, which that client does not offer, so they are made here with the same headers —
 * a keepalive fetch can carry the bearer token, which sendBeacon cannot.
 */
export const httpTransport: SyncTransport = {
  async send(kind, body, { signal, keepalive }) {
    if (!keepalive) return post(SYNC_PATHS[kind], body, { signal, schema: AnalyticsBatchReply });
    return sendKeepalive(SYNC_PATHS[kind], body);
  },
};

async function sendKeepalive(path: string, body: SyncBody): Promise<void> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Tenant-Id': String(currentTenant()),
  });
  const token = readToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('x-token', token);
  }
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include', keepalive: true });
  if (!response.ok) throw new HttpError(response.status, null);
}
