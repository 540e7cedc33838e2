import { readTokenExpiry, type JwtPayloadDecoder } from './jwt';
import { AUTH_MESSAGES, AuthError } from './messages';
import {
  SIGNED_OUT,
  type Clock,
  type SessionAuth,
  type SessionPolicy,
  type SessionRefresh,
  type SessionState,
  type SessionUser,
  type StoredSession,
} from './types';

/** What the session rules need from the outside world; injected so tests control time and decoding. */
export interface SessionRules {
  policy: SessionPolicy;
  now: Clock;
  decode: JwtPayloadDecoder;
}

export interface SignInInput {
  token: string;
  /** Defaults to 'Bearer'. */
  type?: string;
  userState: SessionUser;
  /** Only used when refresh is enabled. */
  refreshToken?: string;
}

export interface SignInOutcome {
  state: SessionState;
  /** Set when the input broke a rule; `state` is then signed out. */
  error: AuthError | null;
}

/** What must be deleted from storage after reading it at start-up. */
export type StorageRemoval = 'none' | 'auth' | 'all';

export interface RestoreOutcome {
  state: SessionState;
  removal: StorageRemoval;
}

/**
 * Spec §4: signed in only if token, type and user state are present and the token has not expired. Checked at
 * read time, because a token can expire while the state sits unchanged in the store.
 */
export function isSessionActive(state: SessionState, now: number): boolean {
  return Boolean(
    state.isSignIn && state.auth?.token && state.auth.type && state.userState && state.auth.expiresAt > now,
  );
}

/** A live auth record for the token, or an AuthError naming why not. */
function authFor(token: string, type: string, rules: SessionRules): SessionAuth {
  const expiresAt = readTokenExpiry(token, rules.decode);
  if (expiresAt <= rules.now()) throw new AuthError(AUTH_MESSAGES.authExpired);
  return { token, type, expiresAt };
}

function refreshFor(token: string, rules: SessionRules): SessionRefresh {
  const expiresAt = readTokenExpiry(token, rules.decode);
  if (expiresAt <= rules.now()) throw new AuthError(AUTH_MESSAGES.refreshExpired);
  return { token, expiresAt };
}

function asAuthError(error: unknown): AuthError {
  return error instanceof AuthError ? error : new AuthError(AUTH_MESSAGES.unparsable);
}

/**
 * The state after a sign-in attempt (react-auth-kit's `set`). An expired or unparsable token signs out and
 * clears the user state; with refresh enabled, an expired refresh token signs out entirely.
 */
export function evaluateSignIn(
  current: SessionState,
  input: SignInInput,
  rules: SessionRules,
): SignInOutcome {
  let auth: SessionAuth;
  try {
    auth = authFor(input.token, input.type ?? 'Bearer', rules);
  } catch (error) {
    return { state: SIGNED_OUT, error: asAuthError(error) };
  }
  let refresh = current.refresh;
  if (rules.policy.refreshEnabled && input.refreshToken !== undefined) {
    try {
      refresh = refreshFor(input.refreshToken, rules);
    } catch (error) {
      return { state: SIGNED_OUT, error: asAuthError(error) };
    }
  }
  return { state: { auth, refresh, userState: input.userState, isSignIn: true }, error: null };
}

function parseUserState(raw: string): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as SessionUser)
      : null;
  } catch {
    return null;
  }
}

function restoreRefresh(stored: StoredSession, rules: SessionRules): SessionRefresh | null {
  if (!rules.policy.refreshEnabled || !stored.refreshToken) return null;
  try {
    return refreshFor(stored.refreshToken, rules);
  } catch {
    return null;
  }
}

function restoreAuth(
  stored: StoredSession,
  rules: SessionRules,
): { auth: SessionAuth; userState: SessionUser } | null {
  if (!stored.authToken || !stored.authType || !stored.userState) return null;
  const userState = parseUserState(stored.userState);
  if (!userState) return null;
  try {
    return { auth: authFor(stored.authToken, stored.authType, rules), userState };
  } catch {
    return null;
  }
}

/**
 * The session read back from storage at start-up (react-auth-kit's `checkTokenExist`):
 * - refresh enabled but the refresh token missing or expired: everything is removed;
 * - refresh valid but auth missing or expired: only auth is removed, the refresh token stays;
 * - otherwise signed in when auth, type and user state are present and live; anything else is removed.
 */
export function restoreSession(stored: StoredSession, rules: SessionRules): RestoreOutcome {
  const refresh = restoreRefresh(stored, rules);
  if (rules.policy.refreshEnabled && !refresh) return { state: SIGNED_OUT, removal: 'all' };
  const restored = restoreAuth(stored, rules);
  if (restored) return { state: { ...restored, refresh, isSignIn: true }, removal: 'none' };
  if (refresh) return { state: { ...SIGNED_OUT, refresh }, removal: 'auth' };
  return { state: SIGNED_OUT, removal: hasAnything(stored) ? 'all' : 'none' };
}

function hasAnything(stored: StoredSession): boolean {
  return Boolean(stored.authToken || stored.authType || stored.userState || stored.refreshToken);
}
