/**
 * When the running demo group meets: its `meets_on` text, its lesson meetings and the group calls
 * on the members' schedule all come from here, so they name the same day and time (issue 8
 * finding 12). Wall-clock time in the coach's zone (see ../time.ts).
 */
export const PROFIT_ACCELERATOR_MEETS = {
  weekday: 4, // Thursday (0 = Sunday)
  hour: 17,
  minute: 0,
  minutes: 90,
  timeZone: 'America/Denver',
  label: 'Thursdays 5:00 PM',
} as const;
