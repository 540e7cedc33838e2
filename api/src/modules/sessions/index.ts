// The sessions module's public face: other modules import from here, never from its files.
export { familyOfAccessToken, revokeFamily, revokeSessions, revokeUserRefreshTokens } from './repository.js';
