import { z } from 'zod';
import { zRequiredText } from './common.ts';
import { Ticket } from './support.ts';

// Issue 12: support tickets answered by the client's coach, and the thread the client sees on /help.

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_FILTERS = [...TICKET_STATUSES, 'all'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];
export const COACH_TICKETS_PER_PAGE = 20;
export const TICKET_REPLY_MAX = 10_000;

/** GET /api/v1/coach/tickets?status=&page= */
export const CoachTicketQuery = z.object({
  status: z.enum(TICKET_FILTERS, { error: 'Choose open, pending, closed or all.' }).default('all'),
  page: z.string().regex(/^\d{1,6}$/, 'The page must be a positive number.').default('1')
    .transform(Number).pipe(z.number().int().min(1, 'The page must be a positive number.')),
});

/** A reply on a ticket; `from_staff` tells the coach's (or an admin's) replies from the client's. */
export const TicketReply = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  author_name: z.string(),
  from_staff: z.boolean(),
});
export type TicketReply = z.infer<typeof TicketReply>;

export const TicketClient = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });

/** One row of the coach's ticket list. */
export const CoachTicketSummary = Ticket.extend({
  client: TicketClient,
  reply_count: z.number().int(),
  last_reply_at: z.string().nullable(),
});
export type CoachTicketSummary = z.infer<typeof CoachTicketSummary>;

export const CoachTicketPage = z.object({
  tickets: z.array(CoachTicketSummary),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CoachTicketPage = z.infer<typeof CoachTicketPage>;

/** GET /api/v1/coach/tickets/{id}: the ticket and its replies, oldest first. */
export const CoachTicketThread = z.object({ ticket: CoachTicketSummary, replies: z.array(TicketReply) });
export type CoachTicketThread = z.infer<typeof CoachTicketThread>;

/** POST /api/v1/coach/tickets/{id}/reply and POST /api/v1/tickets/{id}/reply → 201 */
export const TicketReplyBody = z.object({ body: zRequiredText(TICKET_REPLY_MAX, 'Reply') });
export type TicketReplyBody = z.input<typeof TicketReplyBody>;
export const TicketReplyResult = z.object({ reply: TicketReply, status: z.enum(TICKET_STATUSES) });
export type TicketReplyResult = z.infer<typeof TicketReplyResult>;

/** POST /api/v1/coach/tickets/{id}/status */
export const TicketStatusBody = z.object({ status: z.enum(TICKET_STATUSES, { error: 'Choose open, pending or closed.' }) });
export const TicketStatusReply = z.object({ id: z.number().int(), status: z.enum(TICKET_STATUSES) });

/** GET /api/v1/tickets/mine: the caller's tickets, newest first, each with its replies. */
export const MyTicket = Ticket.extend({ replies: z.array(TicketReply) });
export type MyTicket = z.infer<typeof MyTicket>;
export const MyTicketList = z.array(MyTicket);
