import { LIVE_EVENT, NOTIFICATIONS_PAGE, type NotificationsReadBody, type NotificationsReply } from '@portal/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAfterIdle } from '../../lib/after-idle.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { UNREAD_POLL_MS } from '../../lib/unread-poll.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';
import { firstPageOnly, withRead, withUnread, type NotificationFeed } from './feed-updates.ts';
import { fetchNotifications, markNotificationsRead, notificationsKey } from './notifications-api.ts';

/**
 * Issue 21: the bell's notifications and unread count. Asked once the page has settled (its own
 * data goes first, DESIGN §9) or at once when the user opens the bell, then again only when the
 * live `notifications` (or `resync`) event says they changed (decision 017). While the stream is
 * down they are asked every UNREAD_POLL_MS while the tab is visible, as the mail badge is (decision
 * 012).
 */
export function useNotificationFeed(userId: number, opened: boolean) {
  const settled = useAfterIdle();
  const queryClient = useQueryClient();
  const live = useLiveEvents(settled, (type) => {
    if (type === LIVE_EVENT.notifications || type === LIVE_EVENT.resync) {
      void queryClient.invalidateQueries({ queryKey: notificationsKey(userId) });
    }
  });
  const feed = useInfiniteQuery<NotificationsReply, Error, NotificationFeed, ReturnType<typeof notificationsKey>, number | undefined>({
    enabled: settled || opened,
    queryKey: notificationsKey(userId),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined,
    // a short page is the last one
    getNextPageParam: (last) => (last.items.length >= NOTIFICATIONS_PAGE ? last.items.at(-1)?.id : undefined),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: live ? false : 'always',
  });
  /** When the bell closes: keep one page, so the next change asks for one page only. */
  const keepFirstPage = useCallback(() => {
    queryClient.setQueryData<NotificationFeed>(notificationsKey(userId), (data) => data && firstPageOnly(data));
  }, [queryClient, userId]);
  return { feed, unread: feed.data?.pages[0]?.unread ?? 0, keepFirstPage };
}

/**
 * Marks notifications read: shown read at once (the count goes down before the server answers),
 * then the server's count; on a failure the cache is put back and asked for again.
 */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationsKey(userId);
  return useActionMutation({
    mutationFn: (body: NotificationsReadBody) => markNotificationsRead(body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationFeed>(key);
      queryClient.setQueryData<NotificationFeed>(key, (data) => data && withRead(data, body, new Date().toISOString()));
      return { before };
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationFeed>(key, (data) => data && withUnread(data, unread));
    },
    onError: (error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
      notifyFailure(error);
    },
  });
}
