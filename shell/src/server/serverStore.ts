import { createAppStore } from '@prohive/shared';
import type { AppServices, AppStore } from '@prohive/shared';

/** The server renders every page signed out: no cookie is read, nothing is written. */
const anonymousSessionStore: AppServices['sessionStore'] = {
  read: () => ({ authToken: null, authType: null, userState: null, refreshToken: null }),
  write: () => undefined,
  removeAll: () => undefined,
  removeAuth: () => undefined,
  hasRefreshCookie: () => false,
  forgetRefreshCookie: () => undefined,
};

const noStorage: AppServices['localStorage'] = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * A fresh store for one request. Anonymous whatever cookies came with it, so a public page's HTML is the same
 * for everybody and can never carry one visitor's data to another; no timers, no window listeners.
 */
export function createRequestStore(): AppStore {
  return createAppStore({
    deferSession: true,
    listenToWindow: false,
    renewAhead: false,
    services: {
      sessionStore: anonymousSessionStore,
      localStorage: noStorage,
      // Location detection runs in effects, which the server never runs; this keeps it inert if called.
      locationMemory: { ipLookupFailed: () => true, rememberIpLookupFailed: () => undefined },
    },
  });
}

export interface SerializedApiState {
  queries: Record<string, unknown>;
  provided: unknown;
}

/**
 * The RTK Query cache to hand to the browser: the finished queries only (a request still running when the
 * render ended is the browser's to make), no mutations, no middleware bookkeeping.
 */
export function serializableApiState(store: AppStore): SerializedApiState {
  const { queries, provided } = store.getState().api;
  const finished: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(queries)) {
    if (entry && (entry.status === 'fulfilled' || entry.status === 'rejected')) finished[key] = entry;
  }
  // The tags the queries provide, so a mutation in the browser invalidates server-fetched data as usual.
  return { queries: finished, provided };
}
