import { Navigate } from '@prohive/shared';
import { dashboardPathFor, useCurrentUser } from '@prohive/shared';
import { AUTH_PATH } from '../layout/navigation';

/** /dashboard (spec §2): the dashboard for the user's role; signed out → /auth. */
export default function DashboardRedirectPage() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={AUTH_PATH} replace />;
  return <Navigate to={dashboardPathFor(user)} replace />;
}
