import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { selectAuthorizationHeader, type WithSession } from '../session/selectors';
import type { AppServices, FetchFn } from '../store/services';
import { logUnauthorized } from './apiResult';
import {
  MUTATION_RETRY_POLICY,
  QUERY_RETRY_POLICY,
  abortableSleep,
  withRetryPolicy,
  type RetryExtraOptions,
  type Sleep,
} from './retryPolicy';

/** A request that hangs is abandoned after this long (and then retried per policy) rather than spinning forever. */
export const API_REQUEST_TIMEOUT_MS = 20_000;

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  RetryExtraOptions,
  FetchBaseQueryMeta
>;

export interface AppBaseQueryOptions {
  /** Read per request, so a config loaded after the store was created still applies. */
  getBaseUrl?: () => string;
  /** Fixed transport; otherwise the store's `fetchFn` service, else the global `fetch`. */
  fetchFn?: FetchFn;
  /** Fixed retry wait; otherwise the store's `sleep` service, else real timers. */
  sleep?: Sleep;
}

const globalFetch: FetchFn = (input, init) => fetch(input, init);

/** The store's services, when the base query runs inside an app store (they are the thunk extra argument). */
function servicesOf(api: BaseQueryApi): Partial<Pick<AppServices, 'fetchFn' | 'sleep'>> {
  return typeof api.extra === 'object' && api.extra !== null ? (api.extra as Partial<AppServices>) : {};
}

function hasSession(state: unknown): state is WithSession {
  return typeof state === 'object' && state !== null && 'session' in state;
}

function buildFetchQuery(baseUrl: string, fetchFn: FetchFn): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl,
    credentials: 'omit',
    timeout: API_REQUEST_TIMEOUT_MS,
    fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const state = getState();
      const authorization = hasSession(state) ? selectAuthorizationHeader(state) : null;
      if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      return headers;
    },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * One request, no retries: runtime-config base URL, JSON, no cookies (`credentials: 'omit'`, spec §7), and the
 * session's bearer token when signed in. A 401 is logged and otherwise passed through unchanged.
 */
export function createRawBaseQuery(options: AppBaseQueryOptions = {}): AppBaseQuery {
  const getBaseUrl = options.getBaseUrl ?? (() => getRuntimeConfig().apiBaseUrl);
  let cached: { baseUrl: string; fetchFn: FetchFn; query: AppBaseQuery } | null = null;

  const queryFor = (baseUrl: string, fetchFn: FetchFn): AppBaseQuery => {
    if (cached?.baseUrl !== baseUrl || cached.fetchFn !== fetchFn) {
      cached = { baseUrl, fetchFn, query: buildFetchQuery(baseUrl, fetchFn) };
    }
    return cached.query;
  };

  return async (args, api, extraOptions) => {
    const fetchFn = options.fetchFn ?? servicesOf(api).fetchFn ?? globalFetch;
    let result: Awaited<ReturnType<AppBaseQuery>>;
    try {
      result = await queryFor(getBaseUrl(), fetchFn)(args, api, extraOptions);
    } catch (error) {
      // fetchBaseQuery throws (instead of returning an error) when a request cannot even be built, e.g. a bad
      // base URL; report it like any network failure so callers get one error shape.
      result = { error: { status: 'FETCH_ERROR', error: describe(error) } };
    }
    logUnauthorized(result, typeof args === 'string' ? args : args.url);
    return result;
  };
}

interface RetryingQueries {
  forQueries: AppBaseQuery;
  forMutations: AppBaseQuery;
}

/** The app's base query: {@link createRawBaseQuery} with the spec §9 retry policies for queries and mutations. */
export function createAppBaseQuery(options: AppBaseQueryOptions = {}): AppBaseQuery {
  const raw = createRawBaseQuery(options);
  const bySleep = new WeakMap<Sleep, RetryingQueries>();
  const retryingFor = (sleep: Sleep): RetryingQueries => {
    let pair = bySleep.get(sleep);
    if (!pair) {
      pair = {
        forQueries: withRetryPolicy(raw, QUERY_RETRY_POLICY, sleep),
        forMutations: withRetryPolicy(raw, MUTATION_RETRY_POLICY, sleep),
      };
      bySleep.set(sleep, pair);
    }
    return pair;
  };
  return (args, api, extraOptions) => {
    const { forQueries, forMutations } = retryingFor(
      options.sleep ?? servicesOf(api).sleep ?? abortableSleep,
    );
    return (api.type === 'mutation' ? forMutations : forQueries)(args, api, extraOptions);
  };
}
