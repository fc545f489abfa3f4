import { IDEMPOTENCY_MESSAGES } from '@portal/contract';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';
import './ui.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** danger: an outlined action that cannot be taken back lightly (deactivate); kept apart from the primary ones. */
  variant?: 'primary' | 'secondary' | 'default' | 'link' | 'danger';
  /**
   * A call is under way: the button is disabled (so further clicks do nothing) and shows a spinner.
   * The request itself is guarded too (lib/use-action-mutation.ts), since two clicks can land
   * before this re-renders.
   */
  busy?: boolean;
  /** What the button says while busy: "Saving…" or "Sending…" (the contract's IDEMPOTENCY_MESSAGES). */
  busyLabel?: 'saving' | 'sending';
}

export function Button({ variant = 'default', busy = false, busyLabel, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="sm" />}
      {busy && busyLabel ? IDEMPOTENCY_MESSAGES[busyLabel] : children}
    </button>
  );
}
