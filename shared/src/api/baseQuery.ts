import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { selectAuthorizationHeader, type WithSession } from '../session/selectors';
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

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, RetryExtraOptions, FetchBaseQueryMeta>;

export interface AppBaseQueryOptions {
  /** Read per request, so a config loaded after the store was created still applies. */
  getBaseUrl?: () => string;
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  sleep?: Sleep;
}

function hasSession(state: unknown): state is WithSession {
  return typeof state === 'object' && state !== null && 'session' in state;
}

/**
 * One request, no retries: runtime-config base URL, JSON, no cookies (`credentials: 'omit'`, spec §7), and the
 * session's bearer token when signed in. A 401 is logged and otherwise passed through unchanged.
 */
export function createRawBaseQuery(options: AppBaseQueryOptions = {}): AppBaseQuery {
  const getBaseUrl = options.getBaseUrl ?? (() => getRuntimeConfig().apiBaseUrl);
  let cached: { baseUrl: string; query: AppBaseQuery } | null = null;

  const queryFor = (baseUrl: string): AppBaseQuery => {
    if (cached?.baseUrl !== baseUrl) {
      const query = fetchBaseQuery({
        baseUrl,
        credentials: 'omit',
        timeout: API_REQUEST_TIMEOUT_MS,
        fetchFn: options.fetchFn,
        prepareHeaders: (headers, { getState }) => {
          const state = getState();
          const authorization = hasSession(state) ? selectAuthorizationHeader(state) : null;
          if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
          if (!headers.has('Accept')) headers.set('Accept', 'application/json');
          return headers;
        },
      });
      cached = { baseUrl, query };
    }
    return cached.query;
  };

  return async (args, api, extraOptions) => {
    const result = await queryFor(getBaseUrl())(args, api, extraOptions);
    logUnauthorized(result, typeof args === 'string' ? args : args.url);
    return result;
  };
}

/** The app's base query: {@link createRawBaseQuery} with the spec §9 retry policies for queries and mutations. */
export function createAppBaseQuery(options: AppBaseQueryOptions = {}): AppBaseQuery {
  const raw = createRawBaseQuery(options);
  const sleep = options.sleep ?? abortableSleep;
  const forQueries = withRetryPolicy(raw, QUERY_RETRY_POLICY, sleep);
  const forMutations = withRetryPolicy(raw, MUTATION_RETRY_POLICY, sleep);
  return (args, api, extraOptions) => (api.type === 'mutation' ? forMutations : forQueries)(args, api, extraOptions);
}
