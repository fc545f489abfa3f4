import { NotificationPreferences, NotificationPreferencesReply } from '@portal/contract';
import { get, put } from '../../lib/http.ts';

// Issue 21: how the user hears of each kind of notification by mail, and the digest's hour.
export const notificationPreferencesKey = ['notification-preferences'] as const;
const PREFERENCES = '/api/v1/notifications/preferences';

/** The reply: `deliveries` has only the kinds the user's role receives. */
const SavedPreferences = NotificationPreferencesReply;
export type SavedPreferences = NotificationPreferencesReply;

export const fetchNotificationPreferences = () => get(PREFERENCES, { schema: SavedPreferences });
/** PUT: the choices replaced as a whole; the reply is what is now stored (422 with field messages). */
export const saveNotificationPreferences = (body: NotificationPreferences) =>
  put(PREFERENCES, body, { schema: SavedPreferences });
