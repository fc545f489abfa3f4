import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAfterIdle } from '../../lib/after-idle.ts';
import { gqlField } from '../../lib/graphql.ts';

const UNREAD_QUERY = 'query Unread($user_id: ID!) { unreademails(user_id: $user_id) }';
const Count = z.number().int().nonnegative();

/**
 * spec §2, §7: the My Messages badge, from the GraphQL unreademails query (cached 15 min). Asked
 * once the page has settled: the page's own data goes first (DESIGN §9).
 */
export function useUnreadCount(userId: number): number {
  const settled = useAfterIdle();
  const { data } = useQuery({
    enabled: settled,
    queryKey: ['unreademails', userId],
    queryFn: () => gqlField(UNREAD_QUERY, { user_id: String(userId) }, 'unreademails', Count),
  });
  return data ?? 0;
}
