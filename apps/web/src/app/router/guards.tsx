import { ADMIN_ROLE_ID, isStaffRole, type ProgrammeFlag } from '@portal/contract';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/session-context.ts';
import { homePath } from './home-path.ts';

/** Protected routes: logged-out users go to /login (spec §2). */
export function RequireAuth() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login is for logged-out users; a logged-in user goes home. */
export function PublicOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? homePath(user) : '/login'} replace />;
}

/** spec §2, §6: a programme route without its flag redirects to `/`. */
export function RequireFlag({ flag }: { flag: ProgrammeFlag }) {
  const { user } = useSession();
  return user?.[flag] ? <Outlet /> : <Navigate to="/" replace />;
}

/** Issue 12: the /coach side is for coaches and admins, /admin for admins; anyone else goes home. */
export function RequireRole({ side }: { side: 'staff' | 'admin' }) {
  const { user } = useSession();
  const allowed = user && (side === 'admin' ? user.role_id === ADMIN_ROLE_ID : isStaffRole(user.role_id));
  return allowed ? <Outlet /> : <Navigate to="/" replace />;
}
