import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { revokeFamily } from '../sessions/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** 32 random bytes, base64url: what the cookie carries. Anything else is refused before a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** Why a presented refresh token opened nothing; each maps to its own 401 message. */
export type RefreshRejection = 'missing' | 'expired' | 'revoked' | 'reused';

export type RotationOutcome =
  { ok: true; userId: number; familyId: string } | { ok: false; reason: RefreshRejection };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque, hashed-at-rest refresh tokens, rotated on every use; one family per sign-in. */
export class RefreshTokens {
  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  /** A new token in `familyId` (a fresh family when omitted). Each use extends the session by the full ttl. */
  async issue(db: Db, userId: number, familyId: string = randomUUID()): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.ttlSeconds * 1000);
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashRefreshToken(token),
        family_id: familyId,
        user_id: userId,
        expires_at: expiresAt,
      })
      .execute();
    // The user's long-dead tokens go as new ones are made; rotated ones stay until expiry for reuse detection.
    await db
      .deleteFrom('refresh_tokens')
      .where('user_id', '=', userId)
      .where('expires_at', '<', this.now())
      .execute();
    return { token, familyId, expiresAt };
  }

  /**
   * Consumes a token: exactly one caller can rotate it (the update is conditional), and presenting it again
   * afterwards revokes its whole family.
   */
  async rotate(db: Db, token: string | undefined): Promise<RotationOutcome> {
    if (!token) return { ok: false, reason: 'missing' };
    if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'expired' };
    const tokenHash = hashRefreshToken(token);
    const now = this.now();
    const rotated = await db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (rotated) return { ok: true, userId: rotated.user_id, familyId: rotated.family_id };

    const row = await db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'expires_at', 'rotated_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.expires_at <= now) return { ok: false, reason: 'expired' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }

  /** Signs out the session the token belongs to, whatever state the token is in. */
  async revokeByToken(db: Db, token: string | undefined): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const row = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashRefreshToken(token))
      .executeTakeFirst();
    if (row) await revokeFamily(db, row.family_id);
  }
}
