import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { useRouteTitle } from './use-route-title';

/** Protected routes need a session; without one the user goes to /login, silently (SPEC.md §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAuthStore((state) => state.session);
  return session ? children : <Navigate to="/login" replace />;
}

/** A signed-in user opening a public route is sent to /home (SPEC.md §2). */
export function RequireSignedOut() {
  const session = useAuthStore((state) => state.session);
  useRouteTitle();
  return session ? <Navigate to="/home" replace /> : <Outlet />;
}
