import { AnalyticsBatchReply } from '@portal/contract';
import { post } from '../http.ts';
import type { SyncKind } from './pending-queue.ts';
import type { SyncTransport } from './sync-engine.ts';

/** The spec's lists (§7 Analytics); `lesson` has its own transport on the group lesson page. */
export const SPEC_KINDS = ['training', 'flash'] as const satisfies readonly SyncKind[];
type SpecKind = (typeof SPEC_KINDS)[number];

/** spec §7 Analytics. */
export const SYNC_PATHS: Record<SpecKind, string> = {
  training: '/api/v1/training-analytics/',
  flash: '/api/v1/flashcoaching',
};

/**
 * Every send goes through the app's client (spec §8 handling of 401/419/500). Page-hide sends use
 * its `keepalive` option: a keepalive fetch carries the bearer token, which sendBeacon cannot.
 */
export const httpTransport: SyncTransport = {
  send(kind, body, { signal, keepalive }) {
    if (kind === 'lesson') return Promise.reject(new Error('Lesson texts are sent by the group lesson page.'));
    return post(SYNC_PATHS[kind], body, { signal, keepalive, schema: AnalyticsBatchReply });
  },
};
