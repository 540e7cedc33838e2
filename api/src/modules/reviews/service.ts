import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { ReviewGate } from './job-gate.js';
import { toReview } from './presenter.js';
import {
  addToRating,
  insertReview,
  jobHasReview,
  providerReviewRows,
  reviewedJobIds,
  reviewRowOfJob,
} from './repository.js';
import type { Review } from './schemas.js';

type Db = Kysely<Database> | Transaction<Database>;

const conflict = (message: string) => new HttpError(409, message);

export async function createReview(
  db: Kysely<Database>,
  gate: ReviewGate,
  jobId: number,
  customerId: number,
  input: { rating: number; body?: string },
  now: Date,
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const job = await gate.lock(trx, jobId, now);
    if (job.status !== 'completed') throw conflict('You can review the pro once the job is completed.');
    const providerId = await gate.hiredProviderOf(trx, jobId);
    if (providerId === null) throw conflict('This job has no hired pro to review.');
    if (await jobHasReview(trx, jobId)) throw conflict('You have already reviewed this job.');
    await insertReview(
      trx,
      {
        job_id: jobId,
        customer_id: customerId,
        provider_id: providerId,
        rating: input.rating,
        body: input.body?.trim() ?? '',
      },
      now,
    );
    await addToRating(trx, providerId, input.rating, now);
  });
  const review = await reviewOf(db, jobId);
  if (!review) throw notFound('Review not found.');
  return review;
}

export async function reviewOf(db: Db, jobId: number): Promise<Review | null> {
  const row = await reviewRowOfJob(db, jobId);
  return row ? toReview(row) : null;
}

export { reviewedJobIds };

/** A provider's reviews, newest first. A deleted customer's review stays, signed "Former customer". */
export async function providerReviews(
  db: Db,
  providerId: number,
  page: number,
  perPage: number,
): Promise<{ data: Review[]; total: number }> {
  const { rows, total } = await providerReviewRows(db, providerId, page, perPage);
  return { data: rows.map(toReview), total };
}
