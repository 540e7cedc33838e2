import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorStatus } from '@prohive/shared';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The api's first message for one field of a 422 (`{ errors: { zip: ['Enter a valid US ZIP code'] } }`). */
export function fieldError(error: QueryError, field: string): string | null {
  if (errorStatus(error) !== 422 || !error || !('data' in error)) return null;
  const body = error.data as { errors?: Record<string, unknown> } | null;
  const messages = body?.errors?.[field];
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null;
}
