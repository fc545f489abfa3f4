import { z } from 'zod';
import { zId } from './common.ts';

// Notifications (issue 21, docs/api.md "Notifications"): what happened that matters to a user, in
// the bell of the top bar and, as each user chooses per kind, by mail at once, in the daily digest,
// or not at all.

/** Items per page of GET /api/v1/notifications (newest first; `before` pages on). */
export const NOTIFICATIONS_PAGE = 30;

/**
 * What a notification is about. The first are a client's, the last three a coach's (the weekly
 * "who is behind" among them); a user is asked only about the kinds their role receives
 * (NOTIFICATION_KINDS_FOR).
 */
export const NOTIFICATION_KINDS = [
  'coach_replied', 'file_shared', 'lesson_opened', 'group_joined', 'work_due', 'reminder_due', 'session', 'ticket_answered',
  'client_mail', 'client_file', 'clients_behind',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KINDS_FOR = {
  client: ['coach_replied', 'file_shared', 'lesson_opened', 'group_joined', 'work_due', 'reminder_due', 'session', 'ticket_answered'],
  coach: ['client_mail', 'client_file', 'clients_behind', 'session', 'work_due', 'reminder_due'],
} as const satisfies Record<string, readonly NotificationKind[]>;

/** How a user hears of a kind by mail: at once, in the daily digest, or not (the bell shows it always). */
export const NOTIFICATION_DELIVERIES = ['now', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * Issue 21 defaults: due and overdue work goes into the digest, everything else mails at once (the
 * weekly "who is behind" as its own mail on Monday at the digest hour).
 */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  coach_replied: 'now', file_shared: 'now', lesson_opened: 'now', group_joined: 'now', session: 'now', ticket_answered: 'now',
  client_mail: 'now', client_file: 'now', clients_behind: 'now', work_due: 'digest', reminder_due: 'digest',
};
/** The daily digest goes out at this local hour unless the user chose another. */
export const DEFAULT_DIGEST_HOUR = 7;

/** What each kind is called on /profile and in the one-click unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  coach_replied: 'Replies from your coach',
  file_shared: 'Files shared with you',
  lesson_opened: 'Lessons opened for you',
  group_joined: 'Groups you join',
  work_due: 'Commitments and action steps due or overdue',
  reminder_due: 'Reminders that fall due',
  session: 'Sessions booked, moved or cancelled',
  ticket_answered: 'Answers to your support tickets',
  client_mail: 'Mail from your clients',
  client_file: 'Files your clients send',
  clients_behind: 'Who is behind, every Monday',
};

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the portal (`/resources`, `/messages/thread/12`): where the thing is. */
  url: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/v1/notifications?before={id} */
export const NotificationsQuery = z.object({ before: zId.optional() });
export const NotificationsReply = z.object({
  /** Unread notifications in all, not only on this page. */
  unread: z.number().int(),
  items: z.array(Notification),
});
export type NotificationsReply = z.infer<typeof NotificationsReply>;

/** POST /api/v1/notifications/read: these (the caller's own; others' are ignored), or all of them. */
export const NotificationsReadBody = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ ids: z.array(zId).min(1, 'Choose at least one notification.').max(200, 'At most 200 at a time.') }).strict(),
], { error: 'Send {"ids": [...]} or {"all": true}.' });
export type NotificationsReadBody = z.input<typeof NotificationsReadBody>;
export const NotificationsReadReply = z.object({ unread: z.number().int() });

/** GET and PUT /api/v1/notifications/preferences: a choice per kind and the digest's local hour. */
export const NotificationPreferences = z.object({
  deliveries: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_DELIVERIES, { error: 'Choose at once, daily digest or off.' })),
  digest_hour: z.number({ error: 'Choose an hour from 0 to 23.' }).int('Choose an hour from 0 to 23.').min(0, 'Choose an hour from 0 to 23.').max(23, 'Choose an hour from 0 to 23.'),
}).strict();
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
/** The reply has every kind the user receives, with its choice or default, and their time zone. */
export const NotificationPreferencesReply = z.object({
  deliveries: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_DELIVERIES)),
  digest_hour: z.number().int(),
  time_zone: z.string(),
});
export type NotificationPreferencesReply = z.infer<typeof NotificationPreferencesReply>;

/** POST /api/v1/notifications/unsubscribe?token= (RFC 8058 one-click; no sign-in): the kind turned off. */
export const UnsubscribeQuery = z.object({ token: z.string().min(1, 'This link is not complete.').max(300, 'This link is not valid.') });
export const UnsubscribeReply = z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string() });
export type UnsubscribeReply = z.infer<typeof UnsubscribeReply>;
