import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

// Revoking what a signed-in person holds: access tokens (issued_tokens → revoked_tokens) and refresh families.
// Its own module because sign-in (auth), the account (password change, deletion) and the admin's suspension
// (users) all revoke, and none of them should depend on another for it.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Marks the family's tokens revoked and revokes the family's live access tokens too, so a thief holding an
 * access token minted from a stolen refresh token loses it at the same moment.
 */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'user_id', 'expires_at'])
    .expression(
      db
        .selectFrom('issued_tokens')
        .select(['jti', 'user_id', 'expires_at'])
        .where('family_id', '=', familyId)
        .where('expires_at', '>', sql<Date>`now()`),
    )
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/**
 * Revokes every refresh family of the user (password change, suspension, account deletion), except
 * `keepFamilyId`: the session that made the change stays signed in.
 */
export async function revokeUserRefreshTokens(
  db: Db,
  userId: number,
  keepFamilyId: string | null = null,
): Promise<void> {
  let update = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== null) update = update.where('family_id', '<>', keepFamilyId);
  await update.execute();
}

/** The refresh family an access token was issued for, or null (tokens from before refresh existed). */
export async function familyOfAccessToken(db: Db, tokenId: string): Promise<string | null> {
  const row = await db
    .selectFrom('issued_tokens')
    .select('family_id')
    .where('jti', '=', tokenId)
    .executeTakeFirst();
  return row?.family_id ?? null;
}

/**
 * Revokes the user's sessions through revoked_tokens (which every request checks): all of them, or all but
 * `keepTokenId`. Only tokens still valid need a row; expired ones are forgotten. Refresh tokens go too, except
 * those of the kept token's session, so the other devices cannot quietly sign back in.
 */
export async function revokeSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  keepTokenId: string | null,
): Promise<void> {
  const keepFamilyId = keepTokenId === null ? null : await familyOfAccessToken(db, keepTokenId);
  await revokeUserRefreshTokens(db, userId, keepFamilyId);
  let live = db
    .selectFrom('issued_tokens')
    .select(['jti', 'user_id', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`);
  if (keepTokenId !== null) live = live.where('jti', '<>', keepTokenId);
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'user_id', 'expires_at'])
    .expression(live)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db
    .deleteFrom('issued_tokens')
    .where('user_id', '=', userId)
    .where((eb) =>
      keepTokenId === null
        ? eb.val(true)
        : eb.or([eb('jti', '<>', keepTokenId), eb('expires_at', '<=', sql<Date>`now()`)]),
    )
    .execute();
}
