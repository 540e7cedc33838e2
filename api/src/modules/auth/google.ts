import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  errors as joseErrors,
  type JWTVerifyGetKey,
} from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export class GoogleTokenRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleTokenRejected';
  }
}

export class GoogleUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'GoogleUnavailable';
  }
}

/** The adapter the auth service depends on; tests may supply their own key set. */
export interface GoogleIdTokenVerifier {
  readonly configured: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

export interface GoogleVerifierOptions {
  clientId: string | null;
  jwksUrl: string;
  /** Overrides the remote key set (tests use a locally generated one). */
  keySet?: JWTVerifyGetKey;
  now?: () => Date;
}

export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleIdTokenVerifier {
  const { clientId } = options;
  let keySet = options.keySet;
  return {
    configured: clientId !== null,
    async verify(idToken) {
      if (!clientId) throw new GoogleUnavailable('Google sign-in is not configured on this server.');
      keySet ??= createRemoteJWKSet(new URL(options.jwksUrl), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
      });
      try {
        decodeProtectedHeader(idToken);
      } catch {
        throw new GoogleTokenRejected('not a JWT');
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['exp', 'sub', 'email'],
          currentDate: options.now?.(),
        }));
      } catch (error) {
        if (isKeySetFetchFailure(error)) {
          throw new GoogleUnavailable('Google key set could not be fetched.', { cause: error });
        }
        throw new GoogleTokenRejected(error instanceof Error ? error.message : 'invalid token');
      }
      if (
        !isStorableText(payload.sub, 255) ||
        !isStorableText(payload.email, 254) ||
        !payload.email.includes('@')
      ) {
        throw new GoogleTokenRejected('token lacks a usable subject or email');
      }
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: isStorableText(payload.name, 1000) ? payload.name : null,
        picture:
          typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null,
      };
    },
  };
}

/** Even a genuine token's claims are checked before they reach the database. */
function isStorableText(value: unknown, maxLength: number): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= maxLength && !value.includes('\u0000')
  );
}

/**
 * jose reports a key set it could not fetch as a network error (not a JOSEError), a timeout, an invalid key
 * set, or a generic JOSEError for a non-200 answer. Everything else is about the token itself.
 */
function isKeySetFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) return true;
  if (error instanceof joseErrors.JOSEError) return error.code === 'ERR_JOSE_GENERIC';
  return true;
}
