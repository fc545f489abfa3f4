import type { LiveEventType } from '@portal/contract';
import type { ChangeBus } from '../platform/change-bus.ts';

/** The change-bus topic of live events; each key is `{type}:{userId}` (modules/events). */
export const LIVE_TOPIC = 'events';

/**
 * Tells these users' open apps, on every server, that something of theirs changed. Publish after
 * the change is committed and after the caches it made stale were told (the bus keeps the order),
 * so an app that asks again on hearing it reads the new state wherever its request lands.
 */
export function publishLive(bus: ChangeBus, userIds: readonly number[], type: LiveEventType): void {
  if (userIds.length) bus.publish(LIVE_TOPIC, [...new Set(userIds)].map((id) => `${type}:${id}`));
}
