import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAfterIdle } from '../../lib/after-idle.ts';
import { gqlField } from '../../lib/graphql.ts';
import { UNREAD_POLL_MS, unreadKey } from '../../lib/unread-poll.ts';

const UNREAD_QUERY = 'query Unread($user_id: ID!) { unreademails(user_id: $user_id) }';
const Count = z.number().int().nonnegative();

/**
 * spec §2, §7: the My Messages badge, from the GraphQL unreademails query. Asked once the page has
 * settled (the page's own data goes first, DESIGN §9), then again every UNREAD_POLL_MS while the
 * tab is visible and when it comes back into view, so new mail shows without a reload (decision 012).
 */
export function useUnreadCount(userId: number): number {
  const settled = useAfterIdle();
  const { data } = useQuery({
    enabled: settled,
    queryKey: unreadKey(userId),
    queryFn: () => gqlField(UNREAD_QUERY, { user_id: String(userId) }, 'unreademails', Count),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  return data ?? 0;
}
