import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';
import './ui.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** danger: an outlined action that cannot be taken back lightly (deactivate); kept apart from the primary ones. */
  variant?: 'primary' | 'secondary' | 'default' | 'link' | 'danger';
  /** A call is under way: the button is disabled and shows a spinner. */
  busy?: boolean;
}

export function Button({ variant = 'default', busy = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
