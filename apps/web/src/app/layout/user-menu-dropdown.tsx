import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@portal/contract';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session-context.ts';
import { UserMenuLabel } from './user-menu-label.tsx';

export interface UserMenuDropdownProps {
  user: User;
  /** The user opened the menu on the stand-in button before this code arrived. */
  defaultOpen: boolean;
  /** True (once) when the stand-in button had the focus as it left: the trigger takes it over. */
  takeFocus: () => boolean;
}

/** spec §2: the user dropdown with Profile and Logout (loaded on its own: user-menu.tsx). */
export default function UserMenuDropdown({ user, defaultOpen, takeFocus }: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const trigger = useRef<HTMLButtonElement>(null);
  // Before the first paint of the trigger, so keyboard users never find the focus gone; an open
  // menu then moves it on as Radix always does.
  useLayoutEffect(() => {
    if (takeFocus()) trigger.current?.focus();
  }, [takeFocus]);
  return (
    // Not modal: a modal menu locks page scroll with an injected <style>, which the CSP forbids.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className="user-menu__trigger">
        <UserMenuLabel user={user} />
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
