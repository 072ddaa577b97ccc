/** A page that only forwards: parent paths such as /report-mgt open their first screen. */
import { Navigate } from 'react-router';
import type { PageLoader } from './module-types';

export function redirectTo(to: string): PageLoader & { redirectsTo: string } {
  function Redirect() {
    return <Navigate to={to} replace />;
  }
  return Object.assign(() => Promise.resolve({ default: Redirect }), { redirectsTo: to });
}
