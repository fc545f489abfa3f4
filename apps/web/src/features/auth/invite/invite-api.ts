import { InviteDetails, type InviteAcceptBody } from '@portal/contract';
import { get, post } from '../../../lib/http.ts';
import { messageReply } from '../auth-replies.ts';

// Apart from auth-api.ts: the invitation's reply is checked with the contract's schema, and the
// schema library must not reach the sign-in page (DESIGN §9: /login ≤ 100 KB).

/** GET /api/v1/invites/{token}: whom an invitation link greets (issue 12). */
export const getInvite = (token: string) => get(`/api/v1/invites/${encodeURIComponent(token)}`, { schema: InviteDetails });

/** POST /api/v1/invites/accept: the invited client's first password. */
export const acceptInvite = (body: InviteAcceptBody) => post('/api/v1/invites/accept', body, { schema: messageReply });
