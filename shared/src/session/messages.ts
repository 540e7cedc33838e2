/** Spec §5 messages, word for word (the spelling of "pursing" is the spec's). */
export const AUTH_MESSAGES = {
  noExp: 'JWT has no exp param',
  authExpired: 'Given Auth Token is already expired.',
  unparsable: 'Error pursing the Auth Token. Make sure you provided a valid JWT.',
  refreshExpired: 'Given Refresh Token is already expired.',
  cookieConfig: "authType 'cookie' requires 'cookieDomain' and 'cookieSecure' to be present in the param",
} as const;

/** Spec §4: the toast the shell shows after a logout. */
export const LOGOUT_SUCCESS_MESSAGE = 'Logged out successfully';

/** Spec §4: where a logout lands. */
export const LOGOUT_REDIRECT_PATH = '/';

/** A session rule was broken (bad token, bad storage configuration). `message` is one of {@link AUTH_MESSAGES}. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
}
