import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../api/types';
import { getRuntimeConfig } from '../config/runtimeConfig';
import type { AppServices } from '../store/services';
import { evaluateSignIn, restoreSession, type SessionRules } from './model';
import type { WithSession } from './selectors';
import { sessionReplaced, signOut } from './sessionSlice';

/**
 * Silent session renewal (issue #17). The access token is short-lived and still kept in the spec's cookies; the
 * long-lived refresh token sits in an HttpOnly cookie only the api can read, sent to `/api/auth/refresh` — the
 * one api call that carries cookies (docs/decisions/api.md §25).
 */
export const REFRESH_PATH = '/auth/refresh';
export const SESSION_LOGOUT_PATH = '/auth/logout';
/** The api refuses cookie calls without it: a cross-site form cannot add a header (CSRF). */
export const SESSION_CALL_HEADERS = { 'X-Requested-With': 'fetch' } as const;
/** A renewal that hangs is given up after this long; the session then stays as it was. */
export const RENEWAL_TIMEOUT_MS = 10_000;
const CROSS_TAB_LOCK = 'prohive-session-renewal';

/**
 * - `renewed`: a fresh access token is in the store;
 * - `signed-out`: the api refused the refresh cookie (missing, expired, revoked, suspended), so the session ended;
 * - `unavailable`: the api could not be asked (offline, 5xx); the session is left as it was.
 */
export type RenewalOutcome = 'renewed' | 'signed-out' | 'unavailable';

/** Runs at most one task at a time: callers arriving while one runs get its promise (single flight). */
export interface SingleFlight<T> {
  run(task: () => Promise<T>): Promise<T>;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  let inFlight: Promise<T> | null = null;
  return {
    run(task) {
      if (!inFlight) {
        inFlight = task().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}

/** Runs `task` while holding a lock shared by every tab of the site, where the browser has one. */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/**
 * Web Locks, looked up at call time (never at module load, so server rendering can import this). Tabs share the
 * refresh cookie; without the lock two tabs could spend the same token and the second would revoke the session.
 */
export const browserCrossTabLock: CrossTabLock = (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
};

interface RefreshBody {
  access_token?: unknown;
  user?: unknown;
}

function rulesOf(services: AppServices): SessionRules {
  return { policy: services.sessionPolicy, now: services.clock, decode: services.decodeJwt };
}

async function callRefresh(services: AppServices): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENEWAL_TIMEOUT_MS);
  try {
    return await services.fetchFn(`${getRuntimeConfig().apiBaseUrl}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...SESSION_CALL_HEADERS },
      signal: controller.signal,
    });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(response: Response): Promise<RefreshBody | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as RefreshBody) : null;
  } catch {
    return null;
  }
}

/**
 * Trades the refresh cookie for a new access token. Concurrent callers in this tab share one call; other tabs
 * wait on the cross-tab lock and then adopt the token the first one stored instead of spending the cookie again.
 * When the api refuses, the session signs out (spec §4: an expired token signs out and clears the user state).
 */
export function renewSession(): ThunkAction<
  Promise<RenewalOutcome>,
  WithSession,
  AppServices,
  UnknownAction
> {
  return (dispatch, getState, services) =>
    services.sessionRenewal.run(() =>
      services.crossTabLock(CROSS_TAB_LOCK, async (): Promise<RenewalOutcome> => {
        const rules = rulesOf(services);
        const held = getState().session.auth?.token ?? null;
        const stored = restoreSession(services.sessionStore.read(), rules).state;
        if (stored.isSignIn && stored.auth && stored.auth.token !== held) {
          dispatch(sessionReplaced(stored));
          return 'renewed';
        }

        const response = await callRefresh(services);
        if (!response) return 'unavailable';
        if (response.status === 401 || response.status === 403) {
          dispatch(signOut());
          return 'signed-out';
        }
        if (!response.ok) return 'unavailable';
        const body = await readBody(response);
        if (typeof body?.access_token !== 'string' || typeof body.user !== 'object' || body.user === null) {
          return 'unavailable';
        }
        const { state, error } = evaluateSignIn(
          getState().session,
          { token: body.access_token, userState: body.user as AuthUser },
          rules,
        );
        dispatch(sessionReplaced(state));
        return error ? 'signed-out' : 'renewed';
      }),
    );
}

/** Whether the access token is gone or expired while the api's refresh cookie may still renew it. */
export function needsRenewal(
  state: WithSession,
  services: Pick<AppServices, 'clock' | 'sessionStore'>,
): boolean {
  const auth = state.session.auth;
  if (auth && auth.expiresAt > services.clock()) return false;
  return services.sessionStore.hasRefreshCookie();
}

/**
 * Page load: a visitor whose access token expired (say, yesterday) but whose refresh cookie is alive is signed
 * back in before the first screen decides what to show. Does nothing for signed-out visitors.
 */
export function resumeSession(): ThunkAction<
  Promise<RenewalOutcome | 'not-needed'>,
  WithSession,
  AppServices,
  UnknownAction
> {
  return async (dispatch, getState, services) =>
    needsRenewal(getState(), services) ? dispatch(renewSession()) : 'not-needed';
}
