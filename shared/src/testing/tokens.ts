/**
 * JWT-shaped test tokens. The front end never verifies signatures (the api does), so an unsigned
 * `header.payload.signature` with the claims a test needs is an honest stand-in.
 */

function base64UrlEncode(text: string): string {
  // UTF-8 first, so non-ASCII claims survive btoa (which only takes Latin-1).
  const latin1 = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(latin1).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TestTokenOptions {
  /** Seconds from `now` until expiry; negative for an expired token. Default 3600. */
  expiresInSeconds?: number;
  /** Epoch ms the expiry is counted from. Default `Date.now()`. */
  now?: number;
  /** Extra claims; `exp: undefined` removes the expiry claim. */
  claims?: Record<string, unknown>;
}

/** A token with `sub`, `iat` and `exp` claims (exp in seconds, as JWTs have it). */
export function makeTestJwt(options: TestTokenOptions = {}): string {
  const now = options.now ?? Date.now();
  const iat = Math.floor(now / 1000);
  const claims: Record<string, unknown> = {
    sub: '1',
    iat,
    exp: iat + (options.expiresInSeconds ?? 3600),
    ...options.claims,
  };
  for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key];
  return [
    base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64UrlEncode(JSON.stringify(claims)),
    'test-signature',
  ].join('.');
}

/** A token that expired `secondsAgo` seconds before `now`. */
export function makeExpiredTestJwt(secondsAgo = 60, now = Date.now()): string {
  return makeTestJwt({ expiresInSeconds: -secondsAgo, now });
}

/** A well-formed JWT without an `exp` claim. */
export function makeTestJwtWithoutExp(now = Date.now()): string {
  return makeTestJwt({ now, claims: { exp: undefined } });
}
