// docs/decisions/012-unread-badge-by-light-poll.md: while the app is open and visible, the unread
// count (and an open mailbox) is asked again every UNREAD_POLL_MS; a change the user makes here
// refreshes it at once.
export const UNREAD_POLL_MS = 15_000;

/** The query key of the unread count, shared by the menu's badge and the mail pages. */
export const unreadKey = (userId: number) => ['unreademails', userId] as const;
