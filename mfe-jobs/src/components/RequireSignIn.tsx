import { useEffect, useRef, type ReactNode } from 'react';
import { setPreviousPage, useCurrentUser, useLocation, useNavigate, type AuthUser } from '@prohive/shared';
import { Button, Loading, StatusPanel } from '@prohive/ui';
import { AUTH_PATH } from './SaveButton';

/**
 * Spec §2, as the account remote's private pages do it: a signed-out visitor is sent to /auth with this page
 * remembered in the previousPage cookie, so signing in comes back here.
 */
function ToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    setPreviousPage(`${pathname}${search}`);
    void navigate(AUTH_PATH, { replace: true });
  }, [navigate, pathname, search]);
  return <Loading label="Redirecting to sign in…" />;
}

/**
 * Renders `children(user)` for a signed-in user. When the session ends while the page is open, whoever ended it
 * navigates on (a redirect here would race them), so this only offers the way back.
 */
export function RequireSignIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const user = useCurrentUser();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  if (!user) {
    return wasSignedIn.current ? (
      <StatusPanel title="You are signed out" actions={<Button to={AUTH_PATH}>Sign in</Button>} />
    ) : (
      <ToSignIn />
    );
  }
  return <>{children(user)}</>;
}
