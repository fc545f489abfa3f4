import { ADMIN_ROLE_ID, isStaffRole, type ProgrammeFlag, type User } from '@portal/contract';

/** Who sees an item: clients (the default), coaches and admins, admins only, or everyone. */
export type MenuAudience = 'client' | 'staff' | 'admin' | 'everyone';

export interface MenuItem {
  label: string;
  to: string;
  audience?: MenuAudience;
  /** Shown only to users with this programme flag (spec §2). */
  flag?: ProgrammeFlag;
  /** My Messages carries the unread-count badge. */
  unreadBadge?: boolean;
}

/** spec §2: the side menu, in the spec's order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Clients', to: '/coach/clients', audience: 'staff' },
  // Issue 20: the coach's agenda, availability and session types.
  { label: 'Sessions', to: '/coach/sessions', audience: 'staff' },
  { label: 'My Schedule', to: '/schedule' },
  { label: 'My Groups', to: '/groups', flag: 'group_coaching' },
  { label: 'My Lessons', to: '/lessons', flag: 'flash_coaching' },
  { label: 'My Resources', to: '/resources' },
  { label: 'My Action Steps', to: '/action-steps' },
  { label: 'My Messages', to: '/messages', unreadBadge: true, audience: 'everyone' },
  { label: 'My Metrics', to: '/metrics' },
  { label: 'My Notes', to: '/notes' },
  { label: 'My Profile', to: '/profile', audience: 'everyone' },
  { label: 'Business Academy', to: '/business-academy', flag: 'business_academy' },
  { label: 'Marketing & Ad Idea Bank', to: '/idea-bank' },
  { label: "My Coach's Profile", to: '/coachprofile' },
  { label: 'Programmes', to: '/coach/groups', audience: 'staff' },
  { label: 'Academy content', to: '/coach/academy', audience: 'staff' },
  { label: 'Idea bank content', to: '/coach/idea-bank', audience: 'staff' },
  { label: 'Files received', to: '/coach/files', audience: 'staff' },
  { label: 'Support tickets', to: '/coach/tickets', audience: 'staff' },
  // Issue 12: the tenant's side.
  { label: 'Brand', to: '/admin/theme', audience: 'admin' },
  { label: 'Coaches & admins', to: '/admin/team', audience: 'admin' },
  { label: 'Settings', to: '/admin/settings', audience: 'admin' },
];

function audienceOf(user: Pick<User, 'role_id'>): ReadonlySet<MenuAudience> {
  if (user.role_id === ADMIN_ROLE_ID) return new Set(['everyone', 'staff', 'admin']);
  return new Set(isStaffRole(user.role_id) ? ['everyone', 'staff'] : ['everyone', 'client']);
}

/** The items `user` sees: by role (issue 12), then by programme flag (spec §2). */
export function menuItemsFor(user: Pick<User, ProgrammeFlag | 'role_id'>): MenuItem[] {
  const audience = audienceOf(user);
  return MENU_ITEMS.filter((item) => audience.has(item.audience ?? 'client') && (!item.flag || user[item.flag]));
}
