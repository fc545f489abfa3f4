import type { NotificationKind } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { unsubscribeSecretOf } from './notification-settings.ts';
import type { UnsubscribeLinks } from './notification-mails.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** The paths a notification mail links to for its kind (the one-click address is the API's, RFC 8058). */
export const UNSUBSCRIBE_API_PATH = '/api/v1/notifications/unsubscribe';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** A user's unsubscribe links for one kind, signed with their secret (made here on first use). */
export async function unsubscribeLinks(tx: Db, publicUrl: string, tenantId: number, userId: number, kind: NotificationKind): Promise<UnsubscribeLinks> {
  const token = encodeURIComponent(unsubscribeToken(await unsubscribeSecretOf(tx, tenantId, userId), userId, kind));
  return {
    oneClick: `${publicUrl}${UNSUBSCRIBE_API_PATH}?token=${token}`,
    page: `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
    profile: `${publicUrl}/profile`,
  };
}
