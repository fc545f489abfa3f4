import { lazy, Suspense, useEffect } from 'react';
import { announceExpiredSession } from '../../lib/session/expire-session.ts';
import { useToastHostRequested } from '../../lib/toast.ts';

const ToastHost = lazy(() => import('./toast-host.tsx'));

/** Mounts the toast container once the first toast is raised (see lib/toast.ts). */
export function Toasts() {
  const requested = useToastHostRequested();
  useEffect(announceExpiredSession, []);
  return requested ? <Suspense fallback={null}><ToastHost /></Suspense> : null;
}
