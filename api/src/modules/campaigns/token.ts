import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The approval link's secret: 256 random bits, base64url. Only its SHA-256 is stored, so a read of the
 * database (or a backup) cannot approve anything; a fast hash is enough for a secret with this much entropy.
 */
export function mintCampaignToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCampaignToken(token) };
}

export function hashCampaignToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares in constant time (both sides are fixed-length digests, so the length never leaks either). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashCampaignToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What a token in a URL may look like; anything else is refused before touching the database. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{20,100}$';
