import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage, errorStatus } from '@prohive/shared';
import { fieldError } from '../../lib/apiErrors';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

export const RATE_LIMITED_TEXT = 'You are sending messages too quickly. Wait a moment, then try again.';
export const SEND_FAILED_TEXT = 'Your message was not sent. Check your connection and try again.';

/** What the composer says when the api refuses a message: blocked (403), invalid (422), too fast (429). */
export function sendErrorText(error: QueryError): string {
  const status = errorStatus(error);
  if (status === 429) return RATE_LIMITED_TEXT;
  if (status === 403) return apiErrorMessage(error);
  if (status === 422) {
    return fieldError(error, 'body') ?? fieldError(error, 'photo_ids') ?? apiErrorMessage(error);
  }
  if (status === 404) return 'This conversation is no longer available.';
  return SEND_FAILED_TEXT;
}
