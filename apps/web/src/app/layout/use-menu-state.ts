import { STORAGE_KEYS } from '@portal/contract';
import { useCallback, useState } from 'react';
import { useMediaQuery } from './use-media-query.ts';

/** Below this width the menu is an overlay drawer (keep in step with layout.css). */
export const SMALL_SCREEN_QUERY = '(max-width: 899px)';

/**
 * spec §2: the menu is open by default and can be collapsed; the choice is remembered. On small
 * screens it is a drawer that starts closed and closes again after each use.
 */
export function useMenuState() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [wideOpen, setWideOpen] = useState(() => localStorage.getItem(STORAGE_KEYS.menuCollapsed) !== 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    if (small) {
      setDrawerOpen(!drawerOpen);
      return;
    }
    localStorage.setItem(STORAGE_KEYS.menuCollapsed, String(wideOpen));
    setWideOpen(!wideOpen);
  };
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { small, open: small ? drawerOpen : wideOpen, toggle, closeDrawer };
}
