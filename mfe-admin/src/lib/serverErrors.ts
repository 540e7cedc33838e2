import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** One message per field, as the account forms show them. */
export type FieldErrors = Record<string, string>;

/**
 * The api's `errors` object (`{ field: [text] }`, architecture §6) as one message per field, or null when the
 * failure carried none.
 */
export function serverFieldErrors(
  error: FetchBaseQueryError | SerializedError | undefined,
): FieldErrors | null {
  if (!error || !('status' in error)) return null;
  const body = error.data as { errors?: unknown } | undefined;
  const errors = body?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return Object.keys(out).length > 0 ? out : null;
}
