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
    if (first || justSignedIn) void dispatch(loadRoles());
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
