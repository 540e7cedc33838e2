import { isSessionActive } from './model';
import type { SessionState, SessionUser } from './types';

/** Any state that holds the session slice (the app's RootState does). */
export interface WithSession {
  session: SessionState;
}

/**
 * Spec §4: "a session counts as authenticated only if expiresAt is in the future" — so expiry is checked at
 * read time. `now` is a parameter to keep the selector honest in tests.
 */
export function selectIsSignedIn(state: WithSession, now: number = Date.now()): boolean {
  return isSessionActive(state.session, now);
}

/** The signed-in user, or null when signed out or expired. */
export function selectCurrentUser(state: WithSession, now: number = Date.now()): SessionUser | null {
  return selectIsSignedIn(state, now) ? state.session.userState : null;
}

/** The bearer token to send, or null when signed out or expired. */
export function selectAuthToken(state: WithSession, now: number = Date.now()): string | null {
  return selectIsSignedIn(state, now) ? (state.session.auth?.token ?? null) : null;
}

/** The full `Authorization` header value (`Bearer <token>`), or null. */
export function selectAuthorizationHeader(state: WithSession, now: number = Date.now()): string | null {
  const token = selectAuthToken(state, now);
  return token ? `${state.session.auth?.type ?? 'Bearer'} ${token}` : null;
}

/** When the current token expires (epoch ms), or null. */
export function selectSessionExpiresAt(state: WithSession): number | null {
  return state.session.auth?.expiresAt ?? null;
}
