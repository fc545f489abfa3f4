import type { User } from '@portal/contract';
import { useLayoutEffect, useRef } from 'react';
import { UserMenuLabel } from './user-menu-label.tsx';

/** The keys that open the Radix trigger's menu. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

interface UserMenuPlaceholderProps {
  user: User;
  /** The user reaches for the menu (pointer over the button, focus): its code should load now. */
  onReach: () => void;
  /** The user opens the menu (primary press, Enter, Space, ArrowDown) before its code has arrived. */
  onOpen: () => void;
  /** The button leaves the page while it has focus: the real trigger should take the focus over. */
  onLeaveFocused: () => void;
}

/**
 * The user dropdown's button while the menu's code loads (DESIGN §9): it looks and is named like
 * the Radix trigger that replaces it, and passes on what the user did with it.
 */
export function UserMenuPlaceholder({ user, onReach, onOpen, onLeaveFocused }: UserMenuPlaceholderProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    // React runs this cleanup before it takes the button out of the page, so the focus is still on it
    return () => {
      if (button !== null && button === document.activeElement) onLeaveFocused();
    };
  }, [onLeaveFocused]);
  return (
    <button ref={ref} type="button" className="user-menu__trigger" aria-haspopup="menu" aria-expanded="false"
      onPointerEnter={onReach} onFocus={onReach}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as the Radix trigger: the menu, not the button, gets the focus
        onOpen();
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        onOpen();
      }}>
      <UserMenuLabel user={user} />
    </button>
  );
}
