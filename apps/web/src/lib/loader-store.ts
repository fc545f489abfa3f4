import { useSyncExternalStore } from 'react';

// spec §2: a full-screen loader with an optional message shows while the loader flag is set.
export interface LoaderState {
  active: boolean;
  message: string | null;
}

let state: LoaderState = { active: false, message: null };
const listeners = new Set<() => void>();

export function showLoader(message: string | null = null): void {
  state = { active: true, message };
  listeners.forEach((l) => l());
}

export function hideLoader(): void {
  state = { active: false, message: null };
  listeners.forEach((l) => l());
}

export function useLoaderState(): LoaderState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
