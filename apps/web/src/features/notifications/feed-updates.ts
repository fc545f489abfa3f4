import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationsReadBody, NotificationsReply } from '@portal/contract';

// Issue 21: the bell's cached pages, changed in place so a read shows at once (before the server
// answers, and without asking for the list again).

/** The bell's cache: the pages read so far, each asked for with the id it came `before`. */
export type NotificationFeed = InfiniteData<NotificationsReply, number | undefined>;

/** The feed with these notifications (or all) read at `now`, and the unread count lowered to match. */
export function withRead(feed: NotificationFeed, body: NotificationsReadBody, now: string): NotificationFeed {
  const all = 'all' in body;
  const ids = new Set('ids' in body ? body.ids.map(Number) : []);
  const newlyRead = new Set<number>();
  const pages = feed.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.read_at !== null || !(all || ids.has(item.id))) return item;
      newlyRead.add(item.id);
      return { ...item, read_at: now };
    }),
  }));
  return withUnread({ ...feed, pages }, all ? 0 : Math.max(0, (feed.pages[0]?.unread ?? 0) - newlyRead.size));
}

/** The feed with the server's unread count on every page (the bell reads the first). */
export function withUnread(feed: NotificationFeed, unread: number): NotificationFeed {
  return { ...feed, pages: feed.pages.map((page) => ({ ...page, unread })) };
}

/** Only the first page: a closed bell asks again for one page on each change, not for all it showed. */
export function firstPageOnly(feed: NotificationFeed): NotificationFeed {
  return feed.pages.length > 1 ? { pages: feed.pages.slice(0, 1), pageParams: feed.pageParams.slice(0, 1) } : feed;
}
