import type { AuthUser } from '../api/types';

/** The user state kept with the session: the user object login returns (spec §3). */
export type SessionUser = AuthUser;

/** Times are epoch milliseconds (not `Date`) so the state stays serialisable in Redux. */
export interface SessionAuth {
  token: string;
  /** Always 'Bearer' for this api; kept because the spec models it and the header is built from it. */
  type: string;
  expiresAt: number;
}

export interface SessionRefresh {
  token: string;
  expiresAt: number;
}

/** Spec §3/§4 session model (react-auth-kit's), held in the store under `session`. */
export interface SessionState {
  auth: SessionAuth | null;
  refresh: SessionRefresh | null;
  userState: SessionUser | null;
  isSignIn: boolean;
}

/** What the storage holds, raw: any of it may be missing, expired or garbage. */
export interface StoredSession {
  authToken: string | null;
  authType: string | null;
  userState: string | null;
  refreshToken: string | null;
}

/** Spec §4: refresh is not enabled in this product; the logic exists so switching it on is a configuration change. */
export interface SessionPolicy {
  refreshEnabled: boolean;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { refreshEnabled: false };

export const SIGNED_OUT: SessionState = { auth: null, refresh: null, userState: null, isSignIn: false };

/** Epoch-millisecond clock; injected so expiry rules can be tested without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
