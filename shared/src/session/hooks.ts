import { useEffect, useReducer } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser, selectIsSignedIn, selectSessionExpiresAt } from './selectors';
import type { SessionUser } from './types';

// setTimeout overflows above 2^31-1 ms (about 24.8 days) and would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Re-renders the caller when the token expires, so "signed in" flips to false on time even though no action
 * changed the store.
 */
function useRerenderAtExpiry(): void {
  const expiresAt = useAppSelector(selectSessionExpiresAt);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (expiresAt === null) return;
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) return;
    const timer = setTimeout(rerender, Math.min(remaining + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}

/** Whether the visitor is signed in right now (token present and not expired). */
export function useIsSignedIn(): boolean {
  useRerenderAtExpiry();
  return useAppSelector((state) => selectIsSignedIn(state));
}

/** The signed-in user, or null. */
export function useCurrentUser(): SessionUser | null {
  useRerenderAtExpiry();
  return useAppSelector((state) => selectCurrentUser(state));
}
