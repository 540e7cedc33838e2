/** The api's rule for every rejection, suspension and moderation reason (3–500 characters once trimmed). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const REASON_REQUIRED = 'Give a reason.';
export const REASON_TOO_SHORT = `The reason must be at least ${REASON_MIN} characters.`;
export const REASON_TOO_LONG = `The reason must be at most ${REASON_MAX} characters.`;

/** The inline message for a reason, or null when it is acceptable. */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REASON_REQUIRED;
  if (text.length < REASON_MIN) return REASON_TOO_SHORT;
  if (text.length > REASON_MAX) return REASON_TOO_LONG;
  return null;
}
