import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { needsRenewal, renewSession } from '../session/renewal';
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

export interface AppExtraOptions extends RetryExtraOptions {
  /** Session calls themselves (sign-in, logout) must not first try to renew the session they replace or end. */
  skipSessionRenewal?: boolean;
}

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  AppExtraOptions,
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
function servicesOf(api: BaseQueryApi): Partial<AppServices> {
  return typeof api.extra === 'object' && api.extra !== null ? (api.extra as Partial<AppServices>) : {};
}

/** Only a store with session services can renew (standalone uses of the base query cannot). */
function renewalServices(api: BaseQueryApi): AppServices | null {
  const services = servicesOf(api);
  return services.sessionRenewal && services.sessionStore && services.clock
    ? (services as AppServices)
    : null;
}

type RenewingDispatch = (
  action: ReturnType<typeof renewSession>,
) => ReturnType<ReturnType<typeof renewSession>>;

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
 * session's bearer token when signed in. When the access token has expired (or a request sent with one answers
 * 401), the session is renewed once through the refresh cookie (see session/renewal) and the request retried
 * once; a 401 that remains is logged and passed through.
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

  const send = async (
    args: string | FetchArgs,
    api: BaseQueryApi,
    extraOptions: AppExtraOptions,
  ): Promise<Awaited<ReturnType<AppBaseQuery>>> => {
    const fetchFn = options.fetchFn ?? servicesOf(api).fetchFn ?? globalFetch;
    try {
      return await queryFor(getBaseUrl(), fetchFn)(args, api, extraOptions);
    } catch (error) {
      // fetchBaseQuery throws (instead of returning an error) when a request cannot even be built, e.g. a bad
      // base URL; report it like any network failure so callers get one error shape.
      return { error: { status: 'FETCH_ERROR', error: describe(error) } };
    }
  };

  return async (args, api, extraOptions) => {
    const services = extraOptions?.skipSessionRenewal ? null : renewalServices(api);
    const renew = () => (api.dispatch as RenewingDispatch)(renewSession());
    const state = api.getState();
    if (services && hasSession(state) && needsRenewal(state, services)) await renew();

    let result = await send(args, api, extraOptions);
    // A 401 to a request that carried a token: it may have expired or been revoked in flight. Requests sent
    // without one (a wrong password at login), or with no refresh cookie to fall back on, keep the spec's rule:
    // the 401 is only logged.
    const sentToken = result.meta?.request.headers.has('Authorization') ?? false;
    if (
      services &&
      sentToken &&
      result.error?.status === 401 &&
      services.sessionStore.hasRefreshCookie() &&
      (await renew()) === 'renewed'
    ) {
      result = await send(args, api, extraOptions);
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
