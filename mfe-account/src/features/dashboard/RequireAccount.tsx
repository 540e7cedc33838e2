import { useEffect, useRef, type ReactNode } from 'react';
import {
  dashboardPathFor,
  setPreviousPage,
  useCurrentUser,
  useLocation,
  useNavigate,
  type AuthUser,
} from '@prohive/shared';
import { AUTH_PATH, type AccountKind, accountKindOf } from '../../lib/access';
import { EmptyState, PageFrame } from '../../components/ui';
import { Button, Loading } from '@prohive/ui';

/**
 * Spec §2: a signed-out visitor is sent to /auth with the page remembered in the previousPage cookie, so
 * signing in comes back here.
 */
function ToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    setPreviousPage(`${pathname}${search}`);
    navigate(AUTH_PATH, { replace: true });
  }, [navigate, pathname, search]);
  return <Loading label="Redirecting to sign in…" />;
}

/**
 * The session ended while this page was open (logout from the header, account deletion, expiry). Whoever ended
 * it navigates on; redirecting to /auth here would race them, so this only offers the way back.
 */
function SignedOutNotice() {
  return (
    <PageFrame>
      <EmptyState title="You are signed out" action={<Button to={AUTH_PATH}>Sign in</Button>} />
    </PageFrame>
  );
}

function ToOwnDashboard({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const target = dashboardPathFor(user);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <Loading label="Opening your dashboard…" />;
}

/**
 * Renders `children(user)` for a signed-in user (of `kind`, when given); anyone else goes where they belong.
 * The api enforces the same rules; this only spares a page of 403s.
 */
export function RequireAccount({
  kind,
  children,
}: {
  kind?: AccountKind;
  children: (user: AuthUser) => ReactNode;
}) {
  const user = useCurrentUser();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  if (!user) return wasSignedIn.current ? <SignedOutNotice /> : <ToSignIn />;
  if (kind && accountKindOf(user) !== kind) return <ToOwnDashboard user={user} />;
  return <>{children(user)}</>;
}
