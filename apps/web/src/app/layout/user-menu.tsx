import type { User } from '@portal/contract';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { reloadPage } from '../../lib/navigation.ts';
import type { UserMenuDropdownProps } from './user-menu-dropdown.tsx';
import { UserMenuPlaceholder } from './user-menu-placeholder.tsx';

// DESIGN §9: the dropdown's code (the Radix menu with floating-ui and its scroll lock, ~85 kB
// raw, 30 kB as sent) is needed only by someone who opens the menu. A plain button that looks the
// same stands in for the trigger until the user reaches for it (pointer over it, focus, a press);
// then the code loads, and a press before it arrives opens the menu when it does.
let wantCode: () => void = () => {};
const codeWanted = new Promise<void>((resolve) => {
  wantCode = resolve;
});
const UserMenuDropdown = lazy(() =>
  codeWanted.then(() => import('./user-menu-dropdown.tsx')).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return { default: DropdownUnavailable };
  }));

/** spec §2: the user dropdown with Profile and Logout. */
export function UserMenu({ user }: { user: User }) {
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const hadFocus = useRef(false);
  const open = useCallback(() => {
    wantCode();
    setOpenOnArrival(true);
  }, []);
  const handOffFocus = useCallback(() => {
    hadFocus.current = true;
  }, []);
  const takeFocus = useCallback(() => {
    const had = hadFocus.current;
    hadFocus.current = false;
    return had;
  }, []);
  // The stand-in is the Suspense fallback from the first render on, so it stays the same element
  // (and keeps its focus) until the menu's code arrives and replaces it.
  return (
    <Suspense fallback={
      <UserMenuPlaceholder user={user} onReach={wantCode} onOpen={open} onLeaveFocused={handOffFocus} />
    }>
      <UserMenuDropdown user={user} defaultOpen={openOnArrival} takeFocus={takeFocus} />
    </Suspense>
  );
}

/** The menu's code failed to load (offline, or a new release replaced it): opening reloads the page. */
function DropdownUnavailable({ user }: UserMenuDropdownProps) {
  return <UserMenuPlaceholder user={user} onReach={noop} onOpen={reloadPage} onLeaveFocused={noop} />;
}

const noop = () => {};
