import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAfterIdle } from '../../lib/after-idle.ts';
import { gqlField } from '../../lib/graphql.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { UNREAD_POLL_MS, unreadKey } from '../../lib/unread-poll.ts';

const UNREAD_QUERY = 'query Unread($user_id: ID!) { unreademails(user_id: $user_id) }';
const Count = z.number().int().nonnegative();

/**
 * spec §2, §7: the My Messages badge, from the GraphQL unreademails query. Asked once the page has
 * settled (the page's own data goes first, DESIGN §9), then again at once when a live `mail` event
 * says the mailbox changed (decision 017). While the event stream is down it is asked every
 * UNREAD_POLL_MS while the tab is visible, and when the tab comes back into view (decision 012).
 */
export function useUnreadCount(userId: number): number {
  const settled = useAfterIdle();
  const queryClient = useQueryClient();
  const live = useLiveEvents(settled, (type) => {
    if (type === 'mail' || type === 'resync') void queryClient.invalidateQueries({ queryKey: unreadKey(userId) });
  });
  const { data } = useQuery({
    enabled: settled,
    queryKey: unreadKey(userId),
    queryFn: () => gqlField(UNREAD_QUERY, { user_id: String(userId) }, 'unreademails', Count),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  return data ?? 0;
}
