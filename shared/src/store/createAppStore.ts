import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/apiSlice';
import { abortableSleep } from '../api/retryPolicy';
import { createSessionFailureMemory } from '../location/failureMemory';
import { createBrowserLocationServices } from '../location/services';
import { FALLBACK_ROLES } from '../roles/constants';
import { decodeJwtPayload } from '../session/jwt';
import { restoreSession } from '../session/model';
import { sessionReplaced } from '../session/sessionSlice';
import { browserCrossTabLock, createSingleFlight, type RenewalOutcome } from '../session/renewal';
import { createBrowserSessionStore, type SessionStore } from '../session/storage';
import { DEFAULT_SESSION_POLICY, SIGNED_OUT, systemClock } from '../session/types';
import { rootReducer, type RootState } from './rootReducer';
import type { AppServices } from './services';
import { createSessionPersistence } from './sessionPersistence';
import { createSessionRenewalScheduler } from './sessionRenewalScheduler';

export interface AppStoreOptions {
  /** State to start from; a given `session` wins over what storage holds. */
  preloadedState?: Partial<RootState>;
  /** Replace any service (clock, session storage, location adapter…); the rest are the browser's. */
  services?: Partial<AppServices>;
  /**
   * Wire RTK Query's refetch-on-reconnect to the window's online/offline events. Default true; tests that create
   * many stores turn it off.
   */
  listenToWindow?: boolean;
  /**
   * Renew the access token shortly before it expires (a timer per token). Default: in a browser only, so server
   * rendering and most tests start no timers.
   */
  renewAhead?: boolean;
  /**
   * Start signed out and leave the stored session for {@link restoreStoredSession}. The browser uses it to
   * hydrate server-rendered HTML, which is always anonymous, before applying the visitor's own session.
   */
  deferSession?: boolean;
  /** Run before every other middleware (the shell's server uses one to ask a failed query once per render). */
  before?: Middleware;
}

const noStorage: AppServices['localStorage'] = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function browserLocalStorage(): AppServices['localStorage'] {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames); the app still works without the legacy keys.
    return noStorage;
  }
}

function withDefaults(services: Partial<AppServices>): AppServices {
  const sessionPolicy = services.sessionPolicy ?? DEFAULT_SESSION_POLICY;
  return {
    clock: services.clock ?? systemClock,
    decodeJwt: services.decodeJwt ?? decodeJwtPayload,
    sessionPolicy,
    sessionStore: services.sessionStore ?? createBrowserSessionStore({ policy: sessionPolicy }),
    localStorage: services.localStorage ?? browserLocalStorage(),
    location: services.location ?? createBrowserLocationServices(),
    locationMemory: services.locationMemory ?? createSessionFailureMemory(),
    rolesFallback: services.rolesFallback ?? (() => [...FALLBACK_ROLES]),
    fetchFn: services.fetchFn ?? ((input, init) => fetch(input, init)),
    sleep: services.sleep ?? abortableSleep,
    sessionRenewal: services.sessionRenewal ?? createSingleFlight<RenewalOutcome>(),
    crossTabLock: services.crossTabLock ?? browserCrossTabLock,
  };
}

/** Spec §4: the session is restored from storage at start-up, and storage is cleaned of what did not survive. */
function restoreFromStorage(store: SessionStore, services: AppServices) {
  const { state, removal } = restoreSession(store.read(), {
    policy: services.sessionPolicy,
    now: services.clock,
    decode: services.decodeJwt,
  });
  if (removal === 'all') store.removeAll();
  if (removal === 'auth') store.removeAuth();
  return state;
}

/**
 * Applies the session kept in storage (cookies), as a store created with `deferSession` skipped at creation.
 * A thunk, so it reaches the store's own services.
 */
export function restoreStoredSession() {
  return (
    dispatch: (action: ReturnType<typeof sessionReplaced>) => unknown,
    _getState: unknown,
    extra: AppServices,
  ) => {
    dispatch(sessionReplaced(restoreFromStorage(extra.sessionStore, extra)));
  };
}

const passThrough: Middleware = () => (next) => (action) => next(action);

/**
 * Creates the site's one store (the shell calls it once; a remote's standalone bootstrap and tests call it for
 * their own). Remotes add slices with `rootReducer.inject`.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const services = withDefaults(options.services ?? {});
  const session =
    options.preloadedState?.session ??
    (options.deferSession ? SIGNED_OUT : restoreFromStorage(services.sessionStore, services));
  const renewAhead = options.renewAhead ?? typeof window !== 'undefined';
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...options.preloadedState, session },
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: { extraArgument: services } })
        .concat(api.middleware)
        .prepend(createSessionPersistence(services.sessionStore))
        .prepend(options.before ?? passThrough);
      return renewAhead ? middleware.concat(createSessionRenewalScheduler(services)) : middleware;
    },
  });
  // The restored session needs its renewal timer too; writing the same state back is harmless.
  if (renewAhead && session.auth) store.dispatch(sessionReplaced(session));
  if (options.listenToWindow ?? true) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
