import type { ProgrammeFlag, User } from '@portal/contract';

export interface MenuItem {
  label: string;
  to: string;
  /** Shown only to users with this programme flag (spec §2). */
  flag?: ProgrammeFlag;
  /** My Messages carries the unread-count badge. */
  unreadBadge?: boolean;
}

/** spec §2: the side menu, in the spec's order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'My Schedule', to: '/schedule' },
  { label: 'My Groups', to: '/groups', flag: 'group_coaching' },
  { label: 'My Lessons', to: '/lessons', flag: 'flash_coaching' },
  { label: 'My Resources', to: '/resources' },
  { label: 'My Action Steps', to: '/action-steps' },
  { label: 'My Messages', to: '/messages', unreadBadge: true },
  { label: 'My Metrics', to: '/metrics' },
  { label: 'My Notes', to: '/notes' },
  { label: 'My Profile', to: '/profile' },
  { label: 'Business Academy', to: '/business-academy', flag: 'business_academy' },
  { label: 'Marketing & Ad Idea Bank', to: '/idea-bank' },
  { label: "My Coach's Profile", to: '/coachprofile' },
];

export function menuItemsFor(user: Pick<User, ProgrammeFlag>): MenuItem[] {
  return MENU_ITEMS.filter((item) => !item.flag || user[item.flag]);
}
