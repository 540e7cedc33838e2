import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalCategory, type OptionalEmailCategory } from './preferences.js';

/**
 * One-click unsubscribe tokens: `<userId>.<category>.<signature>`, the signature an HMAC-SHA256 of the first two
 * parts under a key derived from the app's signing secret (never the secret itself, so a token reveals nothing
 * usable for access tokens). They do not expire: an unsubscribe link in an old email must keep working, and all
 * it can do is turn one category of mail off for one user.
 */
export interface UnsubscribeClaims {
  userId: number;
  category: OptionalEmailCategory;
}

export function unsubscribeKey(appSecret: Uint8Array): Buffer {
  return createHmac('sha256', appSecret).update('prohive email unsubscribe v1').digest();
}

function signature(key: Buffer, userId: number, category: string): string {
  return createHmac('sha256', key).update(`${userId}.${category}`).digest('base64url');
}

export function signUnsubscribeToken(key: Buffer, claims: UnsubscribeClaims): string {
  return `${claims.userId}.${claims.category}.${signature(key, claims.userId, claims.category)}`;
}

/** The claims of a genuine token, or null for anything else (tampered, truncated, unknown category). */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaims | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const category = match[2] ?? '';
  if (!Number.isSafeInteger(userId) || !isOptionalCategory(category)) return null;
  const expected = Buffer.from(signature(key, userId, category));
  const given = Buffer.from(match[3] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category };
}
