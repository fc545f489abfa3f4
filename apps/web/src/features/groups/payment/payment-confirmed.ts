import { StudentPaidReply } from '@portal/contract';
import { z } from 'zod';

/** The whole `{status, data}` envelope of POST /api/v1/users/studentpaid/ (DESIGN §4). */
export const StudentPaidEnvelope = z.object({ status: z.number().int(), data: StudentPaidReply });
export type StudentPaidEnvelope = z.infer<typeof StudentPaidEnvelope>;

/** spec §4 Payment: confirmed only when the reply's status is 200 and successful is exactly true. */
export function isPaymentConfirmed(reply: { status: unknown; data?: { successful?: unknown } | null } | null | undefined): boolean {
  return reply?.status === 200 && reply.data?.successful === true;
}
