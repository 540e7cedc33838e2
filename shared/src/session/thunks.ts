import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { identityApi } from '../api/identityEndpoints';
import { api } from '../api/apiSlice';
import type { AppServices } from '../store/services';
import { LOGOUT_REDIRECT_PATH, LOGOUT_SUCCESS_MESSAGE } from './messages';
import { evaluateSignIn, type SignInInput } from './model';
import type { WithSession } from './selectors';
import { sessionReplaced, signOut } from './sessionSlice';

/**
 * Signs in with a token from login, registration or Google (spec §4). A bad token (no exp, expired, not a JWT)
 * signs out, clears the user state and throws the spec's {@link AuthError} so the caller can show its message.
 */
export function signIn(input: SignInInput): ThunkAction<void, WithSession, AppServices, UnknownAction> {
  return (dispatch, getState, services) => {
    const { state, error } = evaluateSignIn(getState().session, input, {
      policy: services.sessionPolicy,
      now: services.clock,
      decode: services.decodeJwt,
    });
    dispatch(sessionReplaced(state));
    if (error) throw error;
  };
}

/** Spec §4: the local-storage keys a logout clears (written by older builds of the site). */
export const LOGOUT_LOCAL_STORAGE_KEYS = [
  'isAuthenticated',
  'userType',
  'userName',
  'userEmail',
  'authToken',
] as const;

export interface LogoutOutcome {
  /** 'Logged out successfully': the shell shows it as a toast. */
  message: typeof LOGOUT_SUCCESS_MESSAGE;
  /** '/': where the shell navigates next. */
  redirectTo: typeof LOGOUT_REDIRECT_PATH;
}

/**
 * Spec §4 logout: tells the api (best effort, while the token is still attached), signs out, forgets cached
 * private data and clears the legacy local-storage keys. Always fulfils; the shell toasts and navigates.
 */
export const logout = createAsyncThunk<LogoutOutcome, void, { extra: AppServices; state: WithSession }>(
  'session/logout',
  async (_, { dispatch, extra }) => {
    const result = await dispatch(identityApi.endpoints.logout.initiate());
    if ('error' in result)
      console.warn('[session] Server logout failed; signing out locally anyway.', result.error);
    dispatch(signOut());
    dispatch(api.util.resetApiState());
    for (const key of LOGOUT_LOCAL_STORAGE_KEYS) extra.localStorage.removeItem(key);
    return { message: LOGOUT_SUCCESS_MESSAGE, redirectTo: LOGOUT_REDIRECT_PATH };
  },
);
