import { sql, type Kysely } from 'kysely';
import type { Database, UploadPurpose } from '../../db/schema.js';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = [
  'job_photo',
  'avatar',
  'provider_photo',
  'certificate',
  'message_photo',
  'blog_image',
];

/** Public paths of an upload; the site proxies /api, so relative paths work on every origin. */
export const uploadUrl = (id: string): string => `/api/uploads/${id}`;
export const thumbUrl = (id: string): string => `/api/uploads/${id}/thumb`;

export interface Photo {
  id: string;
  url: string;
  thumb_url: string;
}

export const photoOf = (id: string): Photo => ({ id, url: uploadUrl(id), thumb_url: thumbUrl(id) });

/** A user's avatar: the thumbnail of their uploaded picture, else the picture their sign-in provider gave. */
export const avatarOf = (user: {
  avatar_upload_id: string | null;
  avatar_url: string | null;
}): string | null => (user.avatar_upload_id ? thumbUrl(user.avatar_upload_id) : user.avatar_url);

export interface UploadMeta {
  id: string;
  user_id: number;
  purpose: UploadPurpose;
  content_type: 'image/webp' | 'application/pdf';
}

/**
 * The uploads among `ids` that `userId` owns with the given purpose, in the order asked. The routes that
 * attach uploads (job photos, avatar, gallery, certificates) call this so nobody can attach someone else's
 * file or a file meant for something else.
 */
export async function ownedUploads(
  db: Kysely<Database>,
  userId: number,
  purpose: UploadPurpose,
  ids: readonly string[],
): Promise<UploadMeta[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'user_id', 'purpose', 'content_type'])
    .where('id', 'in', [...ids])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Uploads a user made in the last 24 hours (the daily quota). */
export async function uploadsInLastDay(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Bytes from either driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** How long an upload may wait to be attached (a job form left open overnight still posts its photos). */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60_000;

/**
 * Deletes uploads created before `olderThan` that nothing points at: photos of a job form never posted, an
 * avatar never saved, a certificate never submitted, a message photo never sent. Attached files are kept whatever their age.
 */
export async function deleteUnattachedUploads(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('uploads')
    .where('created_at', '<', olderThan)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_photos')
            .select(sql`1`.as('one'))
            .whereRef('job_photos.upload_id', '=', 'uploads.id')
            .unionAll(
              selectFrom('provider_photos')
                .select(sql`1`.as('one'))
                .whereRef('provider_photos.upload_id', '=', 'uploads.id'),
            )
            .unionAll(
              selectFrom('users')
                .select(sql`1`.as('one'))
                .whereRef('users.avatar_upload_id', '=', 'uploads.id'),
            )
            .unionAll(
              selectFrom('message_photos')
                .select(sql`1`.as('one'))
                .whereRef('message_photos.upload_id', '=', 'uploads.id'),
            )
            .unionAll(
              selectFrom('certificates')
                .select(sql`1`.as('one'))
                .whereRef('certificates.upload_id', '=', 'uploads.id'),
            ),
        ),
      ),
    )
    // Blog featured images belong to the content module's blog_media (migration 0014), outside Database.
    .where(sql<boolean>`not exists (select 1 from blog_media where blog_media.upload_id = uploads.id)`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
