import { Navigate, useLocation } from '@prohive/shared';
import { findAreaOwner } from './areas';
import { RemoteArea } from './RemoteArea';

/**
 * The shell's catch-all: picks the remote that owns the URL from REMOTE_AREAS and renders its area; a path
 * nobody owns is a 404. Keyed by remote so switching areas starts each one fresh.
 */
export function AreaRouter() {
  const { pathname } = useLocation();
  const owner = findAreaOwner(pathname);
  if (!owner) return <Navigate to="/404" replace />;
  return <RemoteArea key={owner} name={owner} />;
}
