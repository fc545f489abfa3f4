import { NotificationPreferences, NotificationPreferencesReply } from '@portal/contract';
import type { z } from 'zod';
import { get, put } from '../../lib/http.ts';

// Issue 21: how the user hears of each kind of notification by mail, and the digest's hour.
export const notificationPreferencesKey = ['notification-preferences'] as const;
const PREFERENCES = '/api/v1/notifications/preferences';

/**
 * The reply as the server sends it: `deliveries` has only the kinds the user's role receives. The
 * contract's z.record over an enum would ask for every kind (zod 4 makes such a record exhaustive),
 * so the kinds are read as the body's partial record.
 */
const SavedPreferences = NotificationPreferencesReply.extend({ deliveries: NotificationPreferences.shape.deliveries });
export type SavedPreferences = z.infer<typeof SavedPreferences>;

export const fetchNotificationPreferences = () => get(PREFERENCES, { schema: SavedPreferences });
/** PUT: the choices replaced as a whole; the reply is what is now stored (422 with field messages). */
export const saveNotificationPreferences = (body: NotificationPreferences) =>
  put(PREFERENCES, body, { schema: SavedPreferences });
