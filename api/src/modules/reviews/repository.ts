import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReviewRow } from './presenter.js';

/** Every statement on the reviews table, and the rating a review moves. */

type Db = Kysely<Database> | Transaction<Database>;

/** A review with who wrote it and for which job, as the presenter needs it. */
function reviewRows(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.customer_id')
    .innerJoin('jobs', 'jobs.id', 'reviews.job_id')
    .select([
      'reviews.id',
      'reviews.job_id',
      'reviews.provider_id',
      'reviews.rating',
      'reviews.body',
      'reviews.created_at',
      'users.name as customer_name',
      'users.deleted_at as customer_deleted_at',
      'jobs.title as job_title',
    ]);
}

/** Hidden (moderated) reviews are left out of every public read below. */
export function reviewRowOfJob(db: Db, jobId: number): Promise<ReviewRow | undefined> {
  return reviewRows(db)
    .where('reviews.job_id', '=', jobId)
    .where('reviews.hidden_at', 'is', null)
    .executeTakeFirst();
}

export async function reviewedJobIds(db: Db, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db.selectFrom('reviews').select('job_id').where('job_id', 'in', jobIds).execute();
  return new Set(rows.map((row) => row.job_id));
}

export async function jobHasReview(db: Db, jobId: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('id').where('job_id', '=', jobId).executeTakeFirst();
  return row !== undefined;
}

interface NewReview {
  job_id: number;
  customer_id: number;
  provider_id: number;
  rating: number;
  body: string;
}

export async function insertReview(trx: Transaction<Database>, review: NewReview, now: Date): Promise<void> {
  await trx
    .insertInto('reviews')
    .values({ ...review, created_at: now })
    .execute();
}

/** Incremental, under the row lock of the update: keeps the average right without re-reading every review. */
export async function addToRating(
  trx: Transaction<Database>,
  providerId: number,
  rating: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('provider_profiles')
    .set({
      rating_average: sql<number>`least(5, (rating_average * review_count + ${rating}) / (review_count + 1))`,
      review_count: sql<number>`review_count + 1`,
      updated_at: now,
    })
    .where('user_id', '=', providerId)
    .execute();
}

/** A page of a provider's reviews, newest first, with the provider's total. */
export async function providerReviewRows(
  db: Db,
  providerId: number,
  page: number,
  perPage: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await reviewRows(db)
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('reviews.provider_id', '=', providerId)
    .where('reviews.hidden_at', 'is', null)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total =
    rows[0]?.total ??
    (page > 1
      ? (
          await db
            .selectFrom('reviews')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('provider_id', '=', providerId)
            .where('hidden_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).count
      : 0);
  return { rows, total };
}
