import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@portal/contract';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session-context.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { ChevronDownIcon } from './icons.tsx';

/** spec §2: the user dropdown with Profile and Logout. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { logout } = useSession();
  return (
    // Not modal: a modal menu locks page scroll with an injected <style>, which the CSP forbids.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger">
        <Avatar email={user.email} src={user.profile_pic} size="sm" />
        <span className="user-menu__name">{user.first_name}</span>
        <span className="visually-hidden"> account menu</span>
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu__content" align="end" sideOffset={6}>
          <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate('/profile')}>
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className="user-menu__item" onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
