import { createElement, useSyncExternalStore } from 'react';
import { extractMessage } from './error-message.ts';
import { HttpError } from './http-error.ts';

// spec §8: errors are red toasts top-right. One variant closes on click and never auto-closes; the
// other cannot be clicked away and closes itself after TOAST_OPTIONS.autoClose.
//
// The toast library loads with the first toast, not with the page: the sign-in route stays small
// (DESIGN §9). Toasts raised before the container mounts are queued by the library.

type ToastModule = typeof import('react-toastify/unstyled');
let library: Promise<ToastModule> | null = null;
let hostRequested = false;
const listeners = new Set<() => void>();

function withToast(show: (toast: ToastModule['toast']) => void): void {
  if (!hostRequested) {
    hostRequested = true;
    listeners.forEach((l) => l());
  }
  library ??= import('react-toastify/unstyled');
  library.then(({ toast }) => show(toast)).catch((error: unknown) => console.error(error));
}

/** True once a toast was asked for: the app then mounts the toast container. */
export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostRequested,
  );
}

/** Closes every toast on screen (a sign-in's "code sent" notice must not follow the user into the app). */
export function dismissToasts(): void {
  if (library) library.then(({ toast }) => toast.dismiss()).catch(() => undefined);
}

export function notifySuccess(message: string): void {
  withToast((toast) => toast.success(message, { toastId: message }));
}

export function notifyError(message: string): void {
  withToast((toast) => toast.error(message, { toastId: message, closeOnClick: true, autoClose: false }));
}

export function notifyErrorBrief(message: string): void {
  withToast((toast) => toast.error(message, { toastId: message, closeOnClick: false }));
}

/** Shows a failed call to the user, unless the client already handled it (401/419/500). */
export function notifyFailure(error: unknown): void {
  if (error instanceof HttpError && error.handled) return;
  notifyError(failureText(error));
}

/** The extracted message, plus when to retry if a 429 says so and the text does not. */
export function failureText(error: unknown): string {
  const message = extractMessage(error);
  if (!(error instanceof HttpError) || error.status !== 429 || error.retryAfterS === null) return message;
  if (/\d/.test(message)) return message;
  return `${message} You can try again in ${formatWait(error.retryAfterS)}.`;
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** How long a delete can be undone from its toast (the server keeps the item longer: RESTORE_WINDOW_MS). */
export const UNDO_MS = 8_000;

/**
 * A success toast with an "Undo" button that stays UNDO_MS, a little longer than the others, and
 * closes once Undo is pressed (docs/domain.md "Who may change what": a delete can be undone).
 */
export function notifyUndoable(message: string, onUndo: () => void): void {
  withToast((toast) => toast.success(({ closeToast }) => createElement('span', { className: 'toast-undo' }, message, ' ',
    createElement('button', { type: 'button', className: 'toast-undo__button', onClick: () => { closeToast(); onUndo(); } }, 'Undo')),
  { toastId: `undo:${message}:${Date.now()}`, autoClose: UNDO_MS, closeOnClick: false }));
}
