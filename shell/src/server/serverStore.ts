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
