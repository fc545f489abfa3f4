import type { User } from '@portal/contract';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { ChevronDownIcon } from './icons.tsx';

/** spec §2: what the user dropdown's button shows; the same before and after the menu's code arrives. */
export function UserMenuLabel({ user }: { user: User }) {
  return (
    <>
      <Avatar person={user} size="sm" />
      <span className="user-menu__name">{user.first_name}</span>
      <span className="visually-hidden"> account menu</span>
      <ChevronDownIcon />
    </>
  );
}
