import { DEFAULT_PRODUCT_NAME, type User } from '@portal/contract';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { useTheme } from '../../lib/theme/theme-store.ts';
import { homePath } from '../router/home-path.ts';
import { HelpIcon, HomeIcon, MenuIcon } from './icons.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * spec §2: the home icon (to /groups for group coaching clients; for everyone else where `/` leads,
 * since My Groups is not theirs), the help icon to /help, the notifications bell (issue 21) and
 * the user dropdown.
 */
export function TopBar({ user }: { user: User }) {
  const { theme } = useTheme();
  const brand = theme.title || DEFAULT_PRODUCT_NAME;
  return (
    <div className="top-bar">
      {theme.assets?.logo
        ? <img className="top-bar__logo" src={theme.assets.logo} alt={brand} />
        : <span className="top-bar__brand">{brand}</span>}
      <div className="top-bar__actions">
        <Link to={homePath(user)} className="icon-button" aria-label="Home"><HomeIcon /></Link>
        <Link to="/help" className="icon-button" aria-label="Help"><HelpIcon /></Link>
        <NotificationBell user={user} />
        <UserMenu user={user} />
      </div>
    </div>
  );
}

interface StripProps {
  user: User;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** spec §2: under the top bar, the menu toggle and the company name (else the user's full name). */
export function Strip({ user, menuOpen, onToggleMenu }: StripProps) {
  const name = user.company?.trim() || `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="strip">
      <button type="button" className="icon-button strip__toggle" aria-expanded={menuOpen}
        aria-controls="side-menu" onClick={onToggleMenu}>
        <MenuIcon />
        <span className="visually-hidden">Main menu</span>
      </button>
      <p className="strip__name">{name}</p>
    </div>
  );
}
