import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  dashboardPathFor,
  setPreviousPage,
  useCurrentUser,
  useLocation,
  useNavigate,
  type AuthUser,
} from '@prohive/shared';
import { Button, Loading, StatusPanel } from '@prohive/ui';
import { PageFrame, PageHeading } from '../../components/ui';
import { isAdminUser } from '../../lib/access';
import { AUTH_PATH } from '../../lib/paths';
import { AdminNav } from './AdminNav';

export const NOT_ALLOWED_TITLE = 'Not allowed';

/** Spec §2: a signed-out visitor goes to sign in, with this page remembered so signing in comes back. */
function ToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    setPreviousPage(`${pathname}${search}`);
    navigate(AUTH_PATH, { replace: true });
  }, [navigate, pathname, search]);
  return <Loading label="Redirecting to sign in…" />;
}

function NotAllowed({ user }: { user: AuthUser }) {
  return (
    <PageFrame>
      <PageHeading title={NOT_ALLOWED_TITLE} />
      <StatusPanel
        title="This area is for administrators"
        actions={<Button to={dashboardPathFor(user)}>Go to your dashboard</Button>}
      >
        You are signed in as {user.name}, who is not an administrator.
      </StatusPanel>
    </PageFrame>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(12)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(10)};
  }
`;

/**
 * The admin area's gate and frame: admins and Supreme Admins get the navigation and `children(user)`;
 * anyone else signed in gets "Not allowed" and never an admin screen; a signed-out visitor goes to sign in.
 * The api refuses the same people, so this spares a page of 403s rather than guarding anything.
 */
export function AdminArea({ children }: { children: (user: AuthUser) => ReactNode }) {
  const user = useCurrentUser();
  if (!user) return <ToSignIn />;
  if (!isAdminUser(user)) return <NotAllowed user={user} />;
  return (
    <Layout>
      <AdminNav />
      <div>{children(user)}</div>
    </Layout>
  );
}
