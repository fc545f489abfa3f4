import { useEffect, type ReactNode } from 'react';
import { watchVersion } from '../../lib/version-check.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { SessionProvider } from './session-provider.tsx';
import { Toasts } from './toasts.tsx';

/**
 * Session, toasts, the full-screen loader, and the version watch (spec §4). The query cache is
 * provided by the signed-in shell: the sign-in pages do not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(watchVersion, []);
  return (
    <SessionProvider>
      {children}
      <Toasts />
      <FullScreenLoader />
    </SessionProvider>
  );
}
