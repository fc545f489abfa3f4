import { UnsubscribeReply } from '@portal/contract';
import { get, post } from '../../../lib/http.ts';

// Issue 21, the one-click unsubscribe link of a notification mail (no sign-in). Apart from
// auth-api.ts, so the schema library stays off the sign-in page (DESIGN §9).
const unsubscribePath = (token: string) => `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET: which kind of mail the link stops; changes nothing (mail scanners open links). */
export const lookUpUnsubscribe = (token: string) => get(unsubscribePath(token), { schema: UnsubscribeReply });
/** POST: that kind's mail turned off. */
export const unsubscribe = (token: string) => post(unsubscribePath(token), {}, { schema: UnsubscribeReply });
