import { z } from 'zod';
import { zText } from './text.ts';
import { Metric } from './metrics.ts';
import { Note } from './notes.ts';
import { Commitment } from './plan-work.ts';
import { CompanyFile } from './resources.ts';

// Issue 12, the coach's side: the coach's clients and one client's page (docs/api.md "Coach:
// clients"). A coach sees the clients whose coach they are; an admin every client of the tenant.

export const CLIENT_SORTS = ['name', 'last_seen', 'behind', 'unread', 'created'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const CLIENT_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
/** The status filter: one status, or every client (deactivated ones after the others). */
export const CLIENT_STATUS_FILTERS = ['all', ...CLIENT_STATUSES] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number];

/** The direction each sort starts in: names A→Z, the rest largest or newest first. */
export const defaultDirection = (sort: ClientSort): SortDirection => (sort === 'name' ? 'asc' : 'desc');

export const CLIENT_SEARCH_MAX = 200;
export const CLIENTS_PER_PAGE = 25;
export const CLIENTS_PER_PAGE_MAX = 100;
/** Far beyond any practice (2,000 clients is 80 pages of 25); a larger page number is a 422. */
export const CLIENTS_PAGE_MAX = 100_000;

/** A whole number in a query string, within min…max (digits only: no "1e3", "0x10" or "2.5"). */
export const zQueryInt = (min: number, max: number, fallback: number, label: string) =>
  z.string({ error: `${label} must be a whole number.` })
    .regex(/^\d{1,9}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be at least ${min}.`).max(max, `${label} must be at most ${max}.`))
    .optional()
    .transform((n) => n ?? fallback);

/**
 * GET /api/v1/coach/clients?q=&sort=&dir=&page=&per_page=&status= (and clients.csv without paging).
 * `q`: words that must each appear in the name, email or company, in any case. `dir` defaults to
 * the sort's own (defaultDirection). Unknown values are a 422 naming the field.
 */
export const ClientListQuery = z.object({
  q: zText({ error: 'Search text must be text.' }).max(CLIENT_SEARCH_MAX, `Search for at most ${CLIENT_SEARCH_MAX} characters.`)
    .optional().transform((v) => v?.trim() ?? ''),
  sort: z.enum(CLIENT_SORTS, { error: `Sort by one of: ${CLIENT_SORTS.join(', ')}.` }).default('name'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Use asc or desc.' }).optional(),
  page: zQueryInt(1, CLIENTS_PAGE_MAX, 1, 'The page'),
  per_page: zQueryInt(1, CLIENTS_PER_PAGE_MAX, CLIENTS_PER_PAGE, 'Clients per page'),
  status: z.enum(CLIENT_STATUS_FILTERS, { error: `Use one of: ${CLIENT_STATUS_FILTERS.join(', ')}.` }).default('all'),
}).transform((v) => ({ ...v, dir: v.dir ?? defaultDirection(v.sort) }));
export type ClientListQuery = z.input<typeof ClientListQuery>;
export type ClientListFilter = z.output<typeof ClientListQuery>;

/** One client as the list shows them: who they are, and how far behind. */
export const CoachClient = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  group_coaching: z.boolean(),
  flash_coaching: z.boolean(),
  business_academy: z.boolean(),
  status: z.enum(CLIENT_STATUSES),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
  /** Lessons open to them (lesson_access 1, published, paid for or free) whose last step is not ticked. */
  lessons_open_not_done: z.number().int(),
  /** Action steps (not reminders) not completed, past their due date. */
  overdue_action_steps: z.number().int(),
  /** Commitments not completed, past their deadline. */
  overdue_commitments: z.number().int(),
  /** Mail to them they have not read (and not deleted). */
  unread_mail: z.number().int(),
  /** When their latest session with the coach (booked, attended or missed) starts or started; null: none. */
  last_session_at: z.string().nullable(),
  /**
   * The coach's "no session booked in N days" (issue 20): N when the client has no session from N days
   * ago onwards, null when they have one or the coach has it off.
   */
  no_session_days: z.number().int().nullable(),
  /** The three "behind" counts, plus one when no session is booked in N days (docs/domain.md "Coach: clients"). */
  behind: z.number().int(),
});
export type CoachClient = z.infer<typeof CoachClient>;

export const ClientListReply = z.object({
  clients: z.array(CoachClient),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ClientListReply = z.infer<typeof ClientListReply>;

/** POST /api/v1/coach/clients/{id}/programmes: the client's three programme flags, all given. */
export const ClientProgrammesBody = z.object({
  group_coaching: z.boolean({ error: 'Use true or false.' }),
  flash_coaching: z.boolean({ error: 'Use true or false.' }),
  business_academy: z.boolean({ error: 'Use true or false.' }),
});
export type ClientProgrammesBody = z.input<typeof ClientProgrammesBody>;

const GroupLessonProgress = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The member may open it now (the effective access, as the client's own page has it). */
  open: z.boolean(),
  /** Its last step (post_meeting) is ticked. */
  done: z.boolean(),
});

/** One of the client's user groups with their progress through its published lessons. */
export const ClientGroup = z.object({
  group_id: z.number().int(),
  user_group_id: z.number().int(),
  title: z.string(),
  group_status: z.string(),
  /** The member's: active, unpaid or completed. */
  status: z.string(),
  lessons_total: z.number().int(),
  lessons_open: z.number().int(),
  lessons_done: z.number().int(),
  lessons: z.array(GroupLessonProgress),
});
export type ClientGroup = z.infer<typeof ClientGroup>;

/** What the client recorded on their group lessons, and the plan lesson items they ticked. */
export const ClientLessonAnalytics = z.object({
  /** Lessons with a record (any step, note or profit impact). */
  lessons_recorded: z.number().int(),
  /** Checklist steps ticked (of five per recorded lesson). */
  checklist_steps_done: z.number().int(),
  checklist_steps_total: z.number().int(),
  notes_count: z.number().int(),
  /** Every profit impact the client wrote, newest first: free text ("$9,000/year from …"). */
  profit_impacts: z.array(z.object({ lesson_title: z.string(), group_title: z.string(), text: z.string() })),
  /** Items ticked in the implementation lessons of their plan (flash coaching). */
  plan_items_checked: z.number().int(),
});
export type ClientLessonAnalytics = z.infer<typeof ClientLessonAnalytics>;

const BoardCounts = z.object({ to_do: z.number().int(), in_progress: z.number().int(), completed: z.number().int(), overdue: z.number().int() });
/** A focus area of the client's implementation plan with its boards' columns counted. */
export const ClientFocusArea = z.object({
  assessment_id: z.number().int(),
  assessment_title: z.string(),
  path: z.string(),
  name: z.string(),
  /** The client may open it (its access entry is 1). */
  open: z.boolean(),
  action_steps: BoardCounts,
  reminders: z.number().int(),
});
export type ClientFocusArea = z.infer<typeof ClientFocusArea>;

/** GET /api/v1/coach/clients/{id}: everything the client's page shows. */
export const ClientOverview = z.object({
  client: CoachClient,
  profile: z.object({
    title: z.string().nullable(),
    location: z.string().nullable(),
    time_zone: z.string().nullable(),
    phone_number: z.string().nullable(),
    website: z.string().nullable(),
    profile_pic: z.string().nullable(),
    company_id: z.number().int().nullable(),
    coach_id: z.number().int().nullable(),
  }),
  groups: z.array(ClientGroup),
  lesson_analytics: ClientLessonAnalytics,
  focus_areas: z.array(ClientFocusArea),
  commitments: z.object({ total: z.number().int(), open: z.number().int(), overdue: z.number().int(), items: z.array(Commitment) }),
  metrics: z.array(Metric),
  notes: z.object({ total: z.number().int(), latest: z.array(Note) }),
  files: z.object({ total: z.number().int(), latest: z.array(CompanyFile) }),
  /** Support tickets of theirs that are not closed (their unread mail is `client.unread_mail`). */
  open_tickets: z.number().int(),
});
export type ClientOverview = z.infer<typeof ClientOverview>;

/** How many of each list the client's page shows; the counts beside them are of all. */
export const CLIENT_PAGE_LIMITS = { commitments: 20, notes: 5, files: 10 } as const;

/** The page's notices (the spec names none for the coach's side). */
export const COACH_CLIENT_MESSAGES = {
  programmesSaved: 'Programmes updated.',
  deactivated: 'The client is deactivated: they are signed out everywhere and cannot sign in.',
  reactivated: 'The client can sign in again.',
} as const;
