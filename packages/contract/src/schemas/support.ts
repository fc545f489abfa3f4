import { z } from 'zod';
import { zRequiredText } from './common.ts';

export const TICKET_CATEGORIES = ['technical', 'billing', 'coaching', 'account', 'other'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high'] as const;

/** POST /api/v1/tickets → 201 */
export const TicketBody = z.object({
  subject: zRequiredText(150, 'Subject'),
  message: zRequiredText(5000, 'Message'),
  category: z.enum(TICKET_CATEGORIES).default('other'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
});
export type TicketBody = z.input<typeof TicketBody>;
export const Ticket = z.object({
  id: z.number().int(), subject: z.string(), message: z.string(), category: z.string(),
  priority: z.string(), status: z.string(), created_at: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;

/** POST /api/v1/users/error/logs/: a user's report of a render crash (spec §8). */
export const ErrorLogBody = z.object({
  url: z.string().max(2000),
  host: z.string().max(255),
  pathname: z.string().max(2000),
  user_id: z.string().max(200).nullish(),
  message: z.string().max(10_000),
  subject: z.string().max(300),
});
export type ErrorLogBody = z.infer<typeof ErrorLogBody>;

/** GET /api/v1/tickets: the caller's tickets, newest first. */
export const TicketList = z.array(Ticket);
/** POST /api/v1/users/error/logs/ → 201 */
export const ErrorLogReply = z.object({ message: z.string() });
