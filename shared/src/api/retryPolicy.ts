import { retry, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  MUTATION_MAX_RETRIES,
  MUTATION_RETRY_DELAY_MS,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from './constants';

export interface RetryPolicy {
  maxRetries: number;
  /** Delay before retry number `attempt` (1-based). */
  delayMs(attempt: number): number;
  shouldRetry(error: FetchBaseQueryError): boolean;
}

/** Per-endpoint override, e.g. `extraOptions: { maxRetries: 0 }` for a best-effort call. */
export interface RetryExtraOptions {
  maxRetries?: number;
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

function httpStatus(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

/** The network failed or timed out: the request may never have reached the server. */
function isNetworkFailure(error: FetchBaseQueryError): boolean {
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

function isServerError(error: FetchBaseQueryError): boolean {
  const status = httpStatus(error);
  return status !== null && status >= 500;
}

/**
 * Worth another try: the network failed or timed out, or the server failed (5xx, even with an unparsable body
 * such as a gateway's HTML page). A 4xx is the caller's fault, and a 2xx that could not be parsed or a
 * CUSTOM_ERROR (a malformed payload) would fail the same way again.
 */
export function isTransientError(error: FetchBaseQueryError): boolean {
  return isNetworkFailure(error) || isServerError(error);
}

/** Spec §9: queries retry 3 times, 1 s doubling up to 30 s, only on transient errors (never on a 4xx). */
export const QUERY_RETRY_POLICY: RetryPolicy = {
  maxRetries: QUERY_MAX_RETRIES,
  delayMs: (attempt) => Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), QUERY_RETRY_MAX_DELAY_MS),
  shouldRetry: isTransientError,
};

/**
 * Spec §9: mutations retry 2 times, 1 s apart, and only when the failure was the network's or the server's —
 * a rejected write must not be sent again.
 */
export const MUTATION_RETRY_POLICY: RetryPolicy = {
  maxRetries: MUTATION_MAX_RETRIES,
  delayMs: () => MUTATION_RETRY_DELAY_MS,
  shouldRetry: isTransientError,
};

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('Aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });

/** Wraps a base query with RTK's `retry`, driven by a policy; `sleep` is injectable so tests never wait. */
export function withRetryPolicy<Args, Result, Meta extends object>(
  baseQuery: BaseQueryFn<Args, Result, FetchBaseQueryError, RetryExtraOptions, Meta>,
  policy: RetryPolicy,
  sleep: Sleep = abortableSleep,
): BaseQueryFn<Args, Result, FetchBaseQueryError, RetryExtraOptions, Meta> {
  return retry(baseQuery, {
    retryCondition: (error, _args, { attempt, extraOptions }) => {
      const maxRetries = (extraOptions as RetryExtraOptions | undefined)?.maxRetries ?? policy.maxRetries;
      return attempt <= maxRetries && policy.shouldRetry(error as FetchBaseQueryError);
    },
    backoff: (attempt, _maxRetries, signal) => sleep(policy.delayMs(attempt), signal),
  }) as BaseQueryFn<Args, Result, FetchBaseQueryError, RetryExtraOptions, Meta>;
}
