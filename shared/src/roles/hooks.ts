import { useEffect, useMemo, useRef } from 'react';
import { useCurrentUser, useIsSignedIn } from '../session/hooks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { roleFlagsFor, type RoleFlags } from './roleRules';
import { loadRoles, selectRoleList, selectRolesState, type RolesState } from './rolesSlice';

/**
 * Spec §4: roles load once at start and again whenever the visitor becomes authenticated. The shell mounts
 * this once, near the root. Concurrent loads (React's development double-mount) share one request in RTK Query.
 */
export function useRolesLoader(): void {
  const dispatch = useAppDispatch();
  const signedIn = useIsSignedIn();
  const wasSignedIn = useRef<boolean | null>(null);
  useEffect(() => {
    const first = wasSignedIn.current === null;
    const justSignedIn = signedIn && wasSignedIn.current === false;
    wasSignedIn.current = signedIn;
    if (justSignedIn) void dispatch(loadRoles());
    if (!first) return undefined;
    // The load at start waits for the next task: it runs while the page is hydrating, and RTK Query's first
    // request (its selectors and subscriptions are built on first use) made that long task longer still.
    let loaded = false;
    const timer = setTimeout(() => {
      loaded = true;
      void dispatch(loadRoles());
    }, 0);
    return () => {
      if (loaded) return;
      clearTimeout(timer);
      // Not loaded yet (React's development double mount, or the session changed within the task): the next
      // run is still the load at start.
      wasSignedIn.current = null;
    };
  }, [dispatch, signedIn]);
}

/** Spec §6 role flags for the signed-in user. */
export function useRoleFlags(): RoleFlags {
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const roles = useAppSelector(selectRoleList);
  return useMemo(() => roleFlagsFor(user, roles, signedIn), [user, roles, signedIn]);
}

export function useRoles(): RolesState {
  return useAppSelector(selectRolesState);
}
