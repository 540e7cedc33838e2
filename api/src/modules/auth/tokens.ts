import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'prohive-api';
const AUDIENCE = 'prohive';
// users.id is a PostgreSQL integer and revoked_tokens.jti a uuid: claims outside those never reach a query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_USER_ID = 2_147_483_647;

export interface AccessTokenClaims {
  userId: number;
  tokenId: string;
  expiresAt: Date;
}

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The access token has expired.' : 'The access token is invalid.');
    this.name = 'InvalidTokenError';
  }
}

/** Signs and checks the api's own access tokens (HS256 JWTs that always carry exp). */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(userId: number): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAtSeconds = issuedAt + this.ttlSeconds;
    const tokenId = randomUUID();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { token, tokenId, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        // Pinning the algorithm refuses alg=none and any attempt to pass another algorithm's token.
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'jti'],
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        userId < 1 ||
        userId > MAX_USER_ID ||
        typeof payload.jti !== 'string' ||
        !UUID.test(payload.jti) ||
        !payload.exp
      ) {
        throw new InvalidTokenError('invalid');
      }
      return { userId, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
      throw new InvalidTokenError('invalid');
    }
  }
}
