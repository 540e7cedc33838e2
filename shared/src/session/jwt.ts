import { jwtDecode } from 'jwt-decode';
import { AUTH_MESSAGES, AuthError } from './messages';

/** Reads a JWT's payload without verifying it (the server verifies; the browser only needs `exp`). */
export type JwtPayloadDecoder = (token: string) => unknown;

export const decodeJwtPayload: JwtPayloadDecoder = (token) => jwtDecode(token);

/**
 * The token's expiry in epoch milliseconds. Throws {@link AuthError} with the spec's parse message when the
 * token is not a JWT, and 'JWT has no exp param' when it is one without a numeric `exp`.
 */
export function readTokenExpiry(token: string, decode: JwtPayloadDecoder = decodeJwtPayload): number {
  let payload: unknown;
  try {
    payload = decode(token);
  } catch {
    throw new AuthError(AUTH_MESSAGES.unparsable);
  }
  const exp =
    typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new AuthError(AUTH_MESSAGES.noExp);
  return exp * 1000;
}
