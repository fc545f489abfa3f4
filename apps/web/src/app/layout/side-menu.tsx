import type { User } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { menuItemsFor } from './menu-items.ts';
import { useUnreadCount } from './use-unread-count.ts';

interface SideMenuProps {
  user: User;
  open: boolean;
  /** Small screens: the menu floats over the page and closes after use. */
  drawer: boolean;
  onClose: () => void;
}

/** spec §2: the side menu, shown only to logged-in users. */
export function SideMenu({ user, open, drawer, onClose }: SideMenuProps) {
  const unread = useUnreadCount(user.id);
  const navRef = useRef<HTMLElement>(null);
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  // As a drawer: focus moves into it when it opens; Escape closes it and returns to the toggle.
  useEffect(() => {
    if (drawer && open) navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [drawer, open]);
  useEffect(() => {
    if (!drawer || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>('[aria-controls="side-menu"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer, open, onClose]);

  return (
    <>
      {drawer && open && <div className="drawer-backdrop" aria-hidden="true" onClick={onClose} />}
      <nav id="side-menu" ref={navRef} aria-label="Main menu" hidden={!open}
        className={`side-menu${drawer ? ' side-menu--drawer' : ''}`}>
        <div className="side-menu__profile">
          <Avatar person={user} size="lg" />
          <p className="side-menu__name">{fullName || user.email}</p>
        </div>
        <ul className="side-menu__list">
          {menuItemsFor(user).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="side-menu__link" onClick={drawer ? onClose : undefined}>
                <span>{item.label}</span>
                {item.unreadBadge && unread > 0 && (
                  <span className="badge badge--filled">
                    {unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
