import { NotificationsReadReply, NotificationsReply, type NotificationsReadBody } from '@portal/contract';
import { get, post } from '../../lib/http.ts';

// Issue 21: the bell's list (newest first, NOTIFICATIONS_PAGE a page; `before` pages on) and the
// marking of what was read. The replies are checked with the contract's schemas.

const NOTIFICATIONS = '/api/v1/notifications';

/** The bell's query key: one per user, so a second account in the same tab never sees the first's. */
export const notificationsKey = (userId: number) => ['notifications', userId] as const;

/** GET /api/v1/notifications?before={id}: the unread count and one page of notifications. */
export const fetchNotifications = (before: number | undefined, signal?: AbortSignal) =>
  get(before === undefined ? NOTIFICATIONS : `${NOTIFICATIONS}?before=${before}`, { schema: NotificationsReply, signal });

/** POST /api/v1/notifications/read: these notifications, or all; the reply is the unread count left. */
export const markNotificationsRead = (body: NotificationsReadBody) =>
  post(`${NOTIFICATIONS}/read`, body, { schema: NotificationsReadReply });
