import { z } from 'zod';

// Issue 22 "Download my data" and "Who acted for me": the wire of the client's export and of the
// list of what others did for them (docs/api.md "Your data").

/** Where an export stands: made in the background, then offered for 24 h (or failed: start again). */
export const EXPORT_STATUSES = ['building', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a ready export can be downloaded. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60_000;

/** POST /api/v1/me/export (and a coach's for a client): nothing to send. */
export const ExportStartBody = z.object({});
export type ExportStartBody = z.input<typeof ExportStartBody>;

/** 202: the export being made (a new one, or the one already building). */
export const ExportStarted = z.object({ id: z.number().int(), status: z.enum(EXPORT_STATUSES) });
export type ExportStarted = z.infer<typeof ExportStarted>;

/**
 * GET /api/v1/me/export/{id}. `url` (ready only) is where the ZIP downloads: with the bearer
 * header, or in the browser that read this reply (it sets a short-lived download cookie for it).
 * `expires_at` (ready only): the link works until then.
 */
export const DataExport = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  url: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GET /api/v1/me/export: the newest export still of use (building, ready and live, or failed), or null. */
export const LatestExport = DataExport.nullable();

/** What someone else did for the client. */
export const ACCESS_ACTIONS = ['sign_in_link', 'export'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * GET /api/v1/me/access-log, newest first: `at` when it happened (the link used, the export
 * started), `issued_at` when the link was made; who, and in what role.
 */
export const AccessLogEntry = z.object({
  id: z.number().int(),
  action: z.enum(ACCESS_ACTIONS),
  actor_name: z.string(),
  actor_role: z.enum(['coach', 'admin']),
  at: z.string(),
  issued_at: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;
export const AccessLog = z.array(AccessLogEntry);

export const EXPORT_MESSAGES = {
  expired: 'This download has expired: an export can be downloaded for 24 hours. Make a new one on the profile page.',
  failed: 'This export could not be made. Start it again.',
  notReady: 'This export is not ready yet.',
} as const;
