import { type PermissionSubject, subjectOfSession } from '../../common/permissions';
import { type Session, useAuthStore } from './auth-store';

/** The session inside the protected layout, where the login guard guarantees there is one. */
export function useSession(): Session {
  const session = useAuthStore((state) => state.session);
  if (!session) throw new Error('useSession is only for protected routes');
  return session;
}

/** The signed-in subject for the rules of common/permissions.ts. */
export function useSubject(): PermissionSubject {
  return subjectOfSession(useSession());
}
