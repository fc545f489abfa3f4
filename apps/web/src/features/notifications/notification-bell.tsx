import type { User } from '@portal/contract';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { reloadPage } from '../../lib/navigation.ts';
import { ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import type { NotificationListProps } from './notification-list.tsx';
import { useMarkRead, useNotificationFeed } from './use-notification-feed.ts';
import './notifications.css';

// DESIGN §9: the list's code is not needed until the bell is opened; it loads when the user
// reaches for the bell (pointer over it, focus) or opens it.
const loadList = () => import('./notification-list.tsx');
const NotificationList = lazy(() => loadList().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return { default: ListUnavailable };
}));
const preloadList = () => void loadList().catch(() => undefined);

/** The list's code failed to load (offline, or a new release replaced it): a reload brings it. */
function ListUnavailable(_props: NotificationListProps) {
  return <ErrorState title="We could not open your notifications. Reload the page to try again." onRetry={reloadPage} />;
}

/** The bell's accessible name: what it is and, when there are any, how many are unread. */
export const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

const BellIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"
      d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * Issue 21: the bell in the top bar with the unread count; it opens a panel of the newest
 * notifications (a sheet across the screen on a phone). Escape or a press outside closes it.
 */
export function NotificationBell({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { feed, unread, keepFirstPage } = useNotificationFeed(user.id, open);
  const markRead = useMarkRead(user.id);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();

  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    keepFirstPage();
    if (focusBell) button.current?.focus();
  }, [keepFirstPage]);

  // Opened: the focus goes to the panel's heading, so a screen reader says where the user is.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, close]);
  // Tabbing out of the panel closes it: it never stays open behind what the user went on to.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  return (
    <div className="bell" ref={root} onBlur={onBlur}>
      <button ref={button} type="button" className="icon-button bell__button" aria-label={bellName(unread)}
        aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? panelId : undefined}
        onPointerEnter={preloadList} onFocus={preloadList}
        onClick={() => (open ? close(false) : setOpen(true))}>
        <BellIcon />
        {unread > 0 && <span className="bell__count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      </button>
      {open && (
        <div id={panelId} className="bell__panel" role="dialog" aria-labelledby={`${panelId}-title`}>
          <div className="bell__head">
            <h2 id={`${panelId}-title`} ref={heading} tabIndex={-1} className="bell__heading">Notifications</h2>
            <button type="button" className="icon-button" aria-label="Close notifications" onClick={() => close(true)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Suspense fallback={<Skeleton rows={3} label="Loading your notifications" />}>
            <NotificationList user={user} feed={feed} markRead={markRead} onFollow={() => close(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
