import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** Spec §7: what every call site gets back — data, a readable error, the HTTP status and success. */
export interface ApiResult<T> {
  data: T | null;
  error: string | null;
  status: number | null;
  isSuccess: boolean;
}

/** A settled RTK Query call: what `await trigger(...)`, `initiate(...)` or a base query resolves to. */
export type ApiOutcome<T> =
  | { data: T; error?: undefined; meta?: FetchBaseQueryMeta }
  | { data?: undefined; error: FetchBaseQueryError | SerializedError; meta?: FetchBaseQueryMeta };

/** Used when nothing better is known (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

export const UNAUTHORIZED_STATUS = 401;

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status behind an error, when there was a response at all. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (!isFetchBaseQueryError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

function messageField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Spec §7: the response body's `message` field when it has one, else the error's own text (network failure,
 * parse failure, or "Request failed with status code N").
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return UNKNOWN_ERROR_MESSAGE;
  if (!isFetchBaseQueryError(error)) return error.message ?? UNKNOWN_ERROR_MESSAGE;
  const fromBody = messageField(error.data);
  if (fromBody) return fromBody;
  if (typeof error.status === 'number') return `Request failed with status code ${error.status}`;
  return error.error || UNKNOWN_ERROR_MESSAGE;
}

const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/**
 * Turns a settled call into {@link ApiResult}. Any 2xx is a success (fetchBaseQuery's default check); a result
 * without a status (a cache hit) is a success when it carries data.
 */
export function toApiResult<T>(outcome: ApiOutcome<T>): ApiResult<T> {
  if (outcome.error !== undefined) {
    return {
      data: null,
      error: apiErrorMessage(outcome.error),
      status: errorStatus(outcome.error),
      isSuccess: false,
    };
  }
  const status = outcome.meta?.response?.status ?? null;
  return { data: outcome.data, error: null, status, isSuccess: status === null || isSuccessStatus(status) };
}

/**
 * Spec §7: a 401 is only logged — no sign-out, no redirect — because an expired session is already handled by
 * the session's own expiry check, and a 401 on one call must not throw the user out mid-task.
 */
export function logUnauthorized(
  outcome: { error?: FetchBaseQueryError | SerializedError },
  url: string,
): void {
  if (errorStatus(outcome.error) === UNAUTHORIZED_STATUS) {
    console.warn(`[api] 401 Unauthorized from ${url}: ${apiErrorMessage(outcome.error)}`);
  }
}
