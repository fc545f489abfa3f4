import { isStaffRole, type User } from '@portal/contract';

/** Where a coach or an admin starts (issue 12). */
export const STAFF_HOME = '/coach/clients';

/** spec §2: `/` leads to /groups for group coaching clients, otherwise to /schedule; staff start on their side. */
export const homePath = (user: Pick<User, 'group_coaching' | 'role_id'>) =>
  isStaffRole(user.role_id) ? STAFF_HOME : user.group_coaching ? '/groups' : '/schedule';
