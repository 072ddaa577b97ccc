import { type Session, useAuthStore } from './auth-store';

/** The session inside the protected layout, where the login guard guarantees there is one. */
export function useSession(): Session {
  const session = useAuthStore((state) => state.session);
  if (!session) throw new Error('useSession is only for protected routes');
  return session;
}
