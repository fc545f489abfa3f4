import { z } from 'zod';

// Beyond the spec (issue 9): one subscribable calendar feed per client, under a secret URL.
// Only the SHA-256 of the URL's token is stored, so a URL is shown once: when it is made or reset.

/** POST /api/v1/clientportal/calendar/feed and …/feed/reset: nothing to send. */
export const CalendarFeedBody = z.object({});
export type CalendarFeedBody = z.input<typeof CalendarFeedBody>;

/**
 * The caller's feed. `url` is the secret address when this call made it (first call, or a reset),
 * otherwise null: the server cannot show it again. `created_at` is null while there is no feed.
 */
export const CalendarFeed = z.object({
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;
