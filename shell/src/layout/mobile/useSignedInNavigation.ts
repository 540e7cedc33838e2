import { useCallback } from 'react';
import { useLocation, useNavigate } from '@prohive/shared';
import { setPreviousPage, useIsSignedIn } from '@prohive/shared';
import { AUTH_PATH } from '../navigation';

/**
 * Navigation to a page that needs an account (spec §2): signed in → go there; signed out → remember the
 * current path in the `previousPage` cookie and go to /auth.
 */
export function useSignedInNavigation(): (target: string) => void {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (target: string) => {
      if (signedIn) {
        void navigate(target);
        return;
      }
      setPreviousPage(`${pathname}${search}`);
      void navigate(AUTH_PATH);
    },
    [signedIn, navigate, pathname, search],
  );
}
