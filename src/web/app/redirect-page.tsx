/** A page that only forwards: parent paths such as /report-mgt open their first screen. */
import { Navigate } from 'react-router';
import type { PageLoader } from './module-types';

export function redirectTo(to: string): PageLoader {
  function Redirect() {
    return <Navigate to={to} replace />;
  }
  return () => Promise.resolve({ default: Redirect });
}
