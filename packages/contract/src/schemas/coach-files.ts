import { z } from 'zod';
import { CLIENT_SEARCH_MAX, CLIENTS_PAGE_MAX, SORT_DIRECTIONS, zQueryInt, type SortDirection } from './coach-clients.ts';
import { zId } from './common.ts';
import { zText } from './text.ts';

// Issue 12 "Mail, files, tickets": every file a coach's clients have sent them, in one list across
// all clients (docs/api.md "Coach: files received"). A coach sees the files their own clients
// uploaded; an admin those of every client of the tenant. Files the coach shared are not in it.

export const RECEIVED_FILE_SORTS = ['date', 'name', 'client'] as const;
export type ReceivedFileSort = (typeof RECEIVED_FILE_SORTS)[number];
/** The direction each sort starts in: newest first; names A→Z. */
export const receivedFileDirection = (sort: ReceivedFileSort): SortDirection => (sort === 'date' ? 'desc' : 'asc');

export const RECEIVED_FILES_PER_PAGE = 25;
export const RECEIVED_FILES_PER_PAGE_MAX = 100;

/** The route a received file downloads through (the one /resources uses): POST with `{id}`. */
export const COMPANY_FILE_DOWNLOAD_PATH = '/api/v1/companies/downloadfile/';

/**
 * GET /api/v1/coach/files?q=&sort=&dir=&page=&per_page=&client_id=. `q`: words that must each
 * appear in the file's name, the client's name or the company's name, in any case. `client_id`:
 * one client's files only (a client not in the caller's scope is a 404). Unknown values are a 422
 * naming the field.
 */
export const ReceivedFilesQuery = z.object({
  q: zText({ error: 'Search text must be text.' }).max(CLIENT_SEARCH_MAX, `Search for at most ${CLIENT_SEARCH_MAX} characters.`)
    .optional().transform((v) => v?.trim() ?? ''),
  sort: z.enum(RECEIVED_FILE_SORTS, { error: `Sort by one of: ${RECEIVED_FILE_SORTS.join(', ')}.` }).default('date'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Use asc or desc.' }).optional(),
  page: zQueryInt(1, CLIENTS_PAGE_MAX, 1, 'The page'),
  per_page: zQueryInt(1, RECEIVED_FILES_PER_PAGE_MAX, RECEIVED_FILES_PER_PAGE, 'Files per page'),
  client_id: zId.optional(),
}).transform((v) => ({ ...v, dir: v.dir ?? receivedFileDirection(v.sort), client_id: v.client_id ?? null }));
export type ReceivedFilesQuery = z.input<typeof ReceivedFilesQuery>;
export type ReceivedFilesFilter = z.output<typeof ReceivedFilesQuery>;

/** One file a client sent: what it is, who sent it, and how to download it. */
export const ReceivedFile = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** The checked kind of its bytes, as its stored name ends ("pdf", "csv", "png"). */
  extension: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  description: z.string(),
  uploaded_at: z.string(),
  client: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    /** The company the file was sent within. */
    company: z.string().nullable(),
  }),
  /** How the caller downloads it: COMPANY_FILE_DOWNLOAD_PATH, POST, the body `{id}`. */
  download: z.object({ method: z.literal('POST'), path: z.string(), body: z.object({ id: z.number().int() }) }),
});
export type ReceivedFile = z.infer<typeof ReceivedFile>;

export const ReceivedFilesReply = z.object({
  files: z.array(ReceivedFile),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ReceivedFilesReply = z.infer<typeof ReceivedFilesReply>;
