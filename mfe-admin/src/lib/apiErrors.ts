import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null for a network failure or no error. */
export function errorStatus(error: QueryError): number | null {
  if (!error || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** The api's `{ message }` of a failure, or `fallback` when it carried none (network, parse). */
export function errorMessage(error: QueryError, fallback: string): string {
  if (error && 'status' in error) {
    const body = error.data as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
