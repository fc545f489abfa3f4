import { isStaffRole, type Notification, type NotificationsReadBody, type User } from '@portal/contract';
import type { UseInfiniteQueryResult, UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { extractMessage } from '../../lib/error-message.ts';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import type { NotificationFeed } from './feed-updates.ts';
import { relativeTime } from './relative-time.ts';

export interface NotificationListProps {
  user: User;
  feed: UseInfiniteQueryResult<NotificationFeed>;
  markRead: UseMutationResult<unknown, unknown, NotificationsReadBody>;
  /** The user followed a notification's link: the panel closes. */
  onFollow: () => void;
}

/** A notification's link stays inside the portal: a path, never another site. */
const inPortal = (url: string) => /^\/(?![/\\])/.test(url);

/**
 * Issue 21: the bell's panel, loaded when it is first opened: the newest notifications, the
 * unread ones marked; following one marks it read. "Mark all read" and "Load more" (the next
 * NOTIFICATIONS_PAGE, older) below.
 */
export default function NotificationList({ user, feed, markRead, onFollow }: NotificationListProps) {
  // "5 minutes ago" counts from when the panel opened, or from the latest reply while it is open
  const [openedAt] = useState(Date.now);
  if (!feed.data) {
    if (feed.isError) {
      return <ErrorState title={`We could not load your notifications. ${extractMessage(feed.error)}`} onRetry={() => void feed.refetch()} />;
    }
    return <Skeleton rows={3} label="Loading your notifications" />;
  }
  const items = feed.data.pages.flatMap((page) => page.items);
  const unread = feed.data.pages[0]?.unread ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState title="Nothing new.">
        <p className="bell__empty">
          {isStaffRole(user.role_id)
            ? 'We\'ll let you know when a client writes to you or sends a file.'
            : 'We\'ll let you know when your coach replies, shares a file or opens a lesson.'}
        </p>
      </EmptyState>
    );
  }
  const zone = userTimeZone(user);
  const now = Math.max(openedAt, feed.dataUpdatedAt);
  const follow = (item: Notification) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    onFollow();
  };
  return (
    <>
      {unread > 0 && (
        <div className="bell__tools">
          <Button variant="link" busy={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
            onClick={() => markRead.mutate({ all: true })}>Mark all read</Button>
        </div>
      )}
      <ul className="bell__list" aria-label="Notifications, newest first">
        {items.map((item) => {
          const isUnread = item.read_at === null;
          const content = (
            <>
              <span className="bell__title">
                {isUnread && <span className="bell__dot" aria-hidden="true" />}
                {isUnread && <span className="visually-hidden">Unread: </span>}
                {item.title}
              </span>
              {item.body && <span className="bell__body">{item.body}</span>}
              <time className="bell__time" dateTime={item.created_at} title={formatInZone(item.created_at, zone)}>
                {relativeTime(item.created_at, now, zone)}
              </time>
            </>
          );
          return (
            <li key={item.id} className={`bell__item${isUnread ? ' bell__item--unread' : ''}`}>
              {inPortal(item.url)
                ? <Link to={item.url} className="bell__link" onClick={() => follow(item)}>{content}</Link>
                : <div className="bell__link">{content}</div>}
            </li>
          );
        })}
      </ul>
      {feed.isFetchNextPageError && <p role="alert" className="bell__more-error">We could not load more. {extractMessage(feed.error)}</p>}
      {feed.hasNextPage && (
        <div className="bell__tools">
          <Button busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>Load more</Button>
        </div>
      )}
    </>
  );
}
