// The auth module's public face: other modules import from here, never from its files.
export { DEFAULT_AUTH_RATE_LIMITS } from './attempt-limiter.js';
export type { AuthRateLimits } from './attempt-limiter.js';
export { createGoogleVerifier } from './google.js';
export type { GoogleIdTokenVerifier } from './google.js';
export { PasswordHasher } from './passwords.js';
export type { PasswordHashingCost } from './passwords.js';
export { RefreshTokens } from './refresh-tokens.js';
export { SessionService } from './service.js';
export { resolveSigningKey } from './signing-key.js';
export { AccessTokens, InvalidTokenError } from './tokens.js';
