import type { User } from '@portal/contract';

/** spec §2: `/` leads to /groups for group coaching clients, otherwise to /schedule. */
export const homePath = (user: Pick<User, 'group_coaching'>) => (user.group_coaching ? '/groups' : '/schedule');
