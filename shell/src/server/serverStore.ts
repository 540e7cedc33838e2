import { api, createAppStore } from '@prohive/shared';
import type { Middleware } from '@reduxjs/toolkit';
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

interface QueryThunkAction {
  type: string;
  meta?: { arg?: { queryCacheKey?: string }; condition?: boolean };
}

const PENDING = `${api.reducerPath}/executeQuery/pending`;
const REJECTED = `${api.reducerPath}/executeQuery/rejected`;

/**
 * RTK Query asks a failed query again whenever a component subscribes to it, and every server render pass
 * mounts the page anew: the last pass would draw the page loading, while the state sent to the browser (which
 * leaves out requests still running) has no answer at all, so the browser drew something else and hydration
 * failed (the find-jobs page of an unknown ZIP). Within one request an error is the answer: a query that failed
 * is not marked pending again, so every pass after it draws the error the browser then gets.
 */
function askFailedQueriesOnce(failed: Set<string>): Middleware {
  return () => (next) => (action) => {
    const { type, meta } = action as QueryThunkAction;
    const key = meta?.arg?.queryCacheKey;
    if (key !== undefined && type === REJECTED && !meta?.condition) failed.add(key);
    // The repeated request still runs; RTK ignores its answer (another request id), and the render's
    // settleQueries aborts it rather than wait.
    if (key !== undefined && type === PENDING && failed.has(key)) return action;
    return next(action);
  };
}

export interface RequestStore {
  store: AppStore;
  /** Cache keys of the queries that failed during this request (asked once; see askFailedQueriesOnce). */
  failed: ReadonlySet<string>;
}

/**
 * A fresh store for one request. Anonymous whatever cookies came with it, so a public page's HTML is the same
 * for everybody and can never carry one visitor's data to another; no timers, no window listeners.
 */
export function createRequestStore(): RequestStore {
  const failed = new Set<string>();
  const store = createAppStore({
    before: askFailedQueriesOnce(failed),
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
  return { store, failed };
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
