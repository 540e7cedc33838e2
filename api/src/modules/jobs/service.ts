import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BidStatus, Database, JobStatus, JobTiming } from '../../db/schema.js';
import { forbidden, HttpError, notFound, validationFailed, type FieldErrors } from '../../http-errors.js';
import { placeDirectory } from '../locations/places.js';
import { providerCards } from '../providers/cards.js';
import { ROLE_IDS } from '../roles/repository.js';
import { appliedPlan } from '../subscriptions/live.js';
import { avatarOf } from '../uploads/repository.js';
import { firstName, loadJobRows, loadReview, toBid, toSummary, type JobRow } from './presenter.js';
import type { Bid, CreateJobInput, JobDetail, Review } from './schemas.js';
import {
  bidTransition,
  effectiveStatus,
  JOB_LIFETIME_DAYS,
  jobTransition,
  type BidAction,
  type JobAction,
} from './state-machine.js';
import { isAdmin, type Viewer } from './viewer.js';

type Db = Kysely<Database> | Transaction<Database>;
type BidRow = Selectable<Database['bids']>;

const conflict = (message: string) => new HttpError(409, message);

// --- creating a job ------------------------------------------------------------------------------------------

function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isAnswer(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= 500;
  return (
    Array.isArray(value) &&
    value.length <= 20 &&
    value.every((item) => typeof item === 'string' && item.length <= 200)
  );
}

export async function createJob(
  db: Kysely<Database>,
  customerId: number,
  input: CreateJobInput,
  now: Date,
): Promise<number> {
  const errors: FieldErrors = {};
  const category = await db
    .selectFrom('service_categories')
    .select('id')
    .where('slug', '=', input.category)
    .executeTakeFirst();
  if (!category) errors.category = ['The selected category is invalid.'];

  const place = placeDirectory().zip(input.zip);
  if (!place) errors.zip = ['Enter a valid US ZIP code'];

  const title = input.title.trim();
  if (title.length < 3) errors.title = ['The title must be at least 3 characters.'];
  const description = input.description.trim();
  if (description.length < 20) errors.description = ['The description must be at least 20 characters.'];

  let preferredDate: string | null = null;
  if (input.timing === 'specific_date') {
    const today = todayUtc(now);
    if (!input.preferred_date) errors.preferred_date = ['Choose the date you need the work done.'];
    else if (input.preferred_date < today || input.preferred_date > addDays(today, 365)) {
      errors.preferred_date = ['Choose a date from today to one year ahead.'];
    } else preferredDate = input.preferred_date;
  }

  const answers = input.answers ?? {};
  if (Object.keys(answers).some((key) => !/^[A-Za-z0-9_-]{1,60}$/.test(key))) {
    errors.answers = ['Answer names may use letters, digits, - and _ only (up to 60).'];
  } else if (!Object.values(answers).every(isAnswer)) {
    errors.answers = ['Each answer must be a text (up to 500 characters) or a list of up to 20 short texts.'];
  }

  const min = input.budget_min_cents ?? null;
  const max = input.budget_max_cents ?? null;
  if (min !== null && max !== null && min > max) {
    errors.budget_max_cents = ['The maximum budget must be at least the minimum.'];
  }

  const targetId = input.target_provider_id ?? null;
  if (targetId !== null) {
    const target = await db
      .selectFrom('provider_profiles')
      .innerJoin('users', 'users.id', 'provider_profiles.user_id')
      .select('users.id')
      .where('users.id', '=', targetId)
      .where('users.role_id', '=', ROLE_IDS.provider)
      .where('users.status', '=', 'active')
      .executeTakeFirst();
    if (!target) errors.target_provider_id = ['That professional is not available.'];
  }

  const photoIds = (input.photo_ids ?? []).map((id) => id.toLowerCase());
  if (photoIds.length > 0) {
    const usable = await db
      .selectFrom('uploads')
      .select('uploads.id')
      .where('uploads.id', 'in', photoIds)
      .where('uploads.user_id', '=', customerId)
      .where('uploads.purpose', '=', 'job_photo')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('job_photos').select('job_id').whereRef('job_photos.upload_id', '=', 'uploads.id'),
          ),
        ),
      )
      .execute();
    if (usable.length !== photoIds.length) {
      errors.photo_ids = ['Some photos are not your job photo uploads, or are already on another job.'];
    }
  }
  if (Object.keys(errors).length > 0 || !category || !place) throw validationFailed(errors);

  const address = input.address?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        customer_id: customerId,
        category_id: category.id,
        service_type: input.service_type as 'home' | 'office' | 'commercial',
        title,
        description,
        answers: JSON.stringify(answers),
        zip: place.zip,
        city: place.city,
        state: place.state,
        // No geocoder is reachable: the ZIP centroid is the job's location; the address stays text.
        latitude: place.latitude,
        longitude: place.longitude,
        budget_min_cents: min,
        budget_max_cents: max,
        timing: input.timing as JobTiming,
        preferred_date: preferredDate,
        address,
        target_provider_id: targetId,
        created_at: now,
        updated_at: now,
        expires_at: new Date(now.getTime() + JOB_LIFETIME_DAYS * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photoIds.length > 0) {
      await trx
        .insertInto('job_photos')
        .values(photoIds.map((upload_id, position) => ({ job_id: job.id, upload_id, position })))
        .execute();
    }
    return job.id;
  });
}

// --- reading a job --------------------------------------------------------------------------------------------

export async function jobOwner(db: Db, jobId: number): Promise<number | null> {
  const row = await db.selectFrom('jobs').select('customer_id').where('id', '=', jobId).executeTakeFirst();
  return row?.customer_id ?? null;
}

async function acceptedBid(db: Db, jobId: number): Promise<BidRow | undefined> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
}

export async function jobDetail(
  db: Kysely<Database>,
  jobId: number,
  viewer: Viewer | null,
  now: Date,
): Promise<JobDetail | null> {
  const [row] = await loadJobRows(db, [jobId]);
  if (!row) return null;
  const [customer, photos, hired, review, myBid, saved, profile] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'avatar_url', 'avatar_upload_id'])
      .where('id', '=', row.customer_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('job_photos').select('upload_id').where('job_id', '=', jobId).orderBy('position').execute(),
    acceptedBid(db, jobId),
    loadReview(db, jobId),
    viewer
      ? db
          .selectFrom('bids')
          .selectAll()
          .where('job_id', '=', jobId)
          .where('provider_id', '=', viewer.id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    viewer
      ? db
          .selectFrom('saved_jobs')
          .select('job_id')
          .where('user_id', '=', viewer.id)
          .where('job_id', '=', jobId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    // The bid POST refuses a provider without a business profile, so the page must not offer the form.
    viewer?.roleName === 'provider'
      ? db
          .selectFrom('provider_profiles')
          .select('user_id')
          .where('user_id', '=', viewer.id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const summary = toSummary(row, null, now, true);
  const isOwner = viewer?.id === row.customer_id;
  const seesExact = isOwner || isAdmin(viewer);
  return {
    ...summary,
    answers: row.answers as Record<string, string | string[]>,
    photos: photos.map(({ upload_id }) => ({
      id: upload_id,
      url: `/api/uploads/${upload_id}`,
      thumb_url: `/api/uploads/${upload_id}/thumb`,
    })),
    customer: { id: customer.id, first_name: firstName(customer.name), avatar: avatarOf(customer) },
    target_provider_id: row.target_provider_id,
    exact_location: seesExact
      ? { address: row.address, latitude: row.latitude, longitude: row.longitude }
      : null,
    hired_bid_id: hired?.id ?? null,
    review,
    viewer: {
      is_owner: isOwner,
      my_bid: myBid ? toBid(myBid) : null,
      can_bid:
        viewer?.roleName === 'provider' &&
        profile !== undefined &&
        !isOwner &&
        summary.status === 'open' &&
        myBid === undefined,
      can_review: isOwner && summary.status === 'completed' && review === null && hired !== undefined,
      saved: saved !== undefined,
    },
  };
}

// --- job transitions ------------------------------------------------------------------------------------------

/** Locks the job row for the rest of the transaction; every write to a job's state goes through here. */
async function lockJob(trx: Transaction<Database>, jobId: number) {
  const job = await trx.selectFrom('jobs').selectAll().where('id', '=', jobId).forUpdate().executeTakeFirst();
  if (!job) throw notFound('Job not found.');
  return job;
}

function requireJobTransition(action: JobAction, status: JobStatus) {
  const decision = jobTransition(action, status, 'owner');
  if (!decision.ok) throw conflict(decision.message);
  return decision.to;
}

/**
 * The status an action must respect. An open job past its expiry is expired even if the clock passed it
 * between persistExpiry() and the row lock.
 */
async function settleExpiry(
  _trx: Transaction<Database>,
  job: { id: number; status: JobStatus; expires_at: Date },
  now: Date,
): Promise<JobStatus> {
  return effectiveStatus(job.status, job.expires_at, now);
}

/** An open job past its expiry is persisted as expired the moment anyone acts on it (or opens it). */
export async function persistExpiry(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await expireOverdueJobs(db, now, jobId);
}

async function persistExpiryOfBid(db: Kysely<Database>, bidId: number, now: Date): Promise<void> {
  const ref = await db.selectFrom('bids').select('job_id').where('id', '=', bidId).executeTakeFirst();
  if (ref) await persistExpiry(db, ref.job_id, now);
}

export async function cancelJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await persistExpiry(db, jobId, now);
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    const to = requireJobTransition('cancel', await settleExpiry(trx, job, now));
    await trx
      .updateTable('jobs')
      .set({ status: to, cancelled_at: now, updated_at: now })
      .where('id', '=', jobId)
      .execute();
    await trx
      .updateTable('bids')
      .set({ status: 'declined', updated_at: now })
      .where('job_id', '=', jobId)
      .where('status', '=', 'pending')
      .execute();
  });
}

export async function completeJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await persistExpiry(db, jobId, now);
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    const to = requireJobTransition('complete', await settleExpiry(trx, job, now));
    const hired = await acceptedBid(trx, jobId);
    await trx
      .updateTable('jobs')
      .set({ status: to, completed_at: now, updated_at: now })
      .where('id', '=', jobId)
      .execute();
    if (hired) {
      await trx
        .updateTable('provider_profiles')
        .set((eb) => ({ hires: eb('hires', '+', 1), updated_at: now }))
        .where('user_id', '=', hired.provider_id)
        .execute();
    }
  });
}

/**
 * Open jobs past expires_at become `expired` (all of them, or just `jobId`) and their pending bids are
 * declined; returns how many jobs. Runs in its own transaction, so a refused action still persists what it saw.
 */
export async function expireOverdueJobs(db: Kysely<Database>, now: Date, jobId?: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('jobs')
      .set({ status: 'expired', updated_at: now })
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .$if(jobId !== undefined, (query) => query.where('id', '=', jobId!))
      .returning('id')
      .execute();
    if (expired.length > 0) {
      await trx
        .updateTable('bids')
        .set({ status: 'declined', updated_at: now })
        .where(
          'job_id',
          'in',
          expired.map((row) => row.id),
        )
        .where('status', '=', 'pending')
        .execute();
    }
    return expired.length;
  });
}

// --- bids -----------------------------------------------------------------------------------------------------

export async function bidOwner(db: Db, bidId: number): Promise<number | null> {
  const row = await db.selectFrom('bids').select('provider_id').where('id', '=', bidId).executeTakeFirst();
  return row?.provider_id ?? null;
}

export async function bidJobOwner(db: Db, bidId: number): Promise<number | null> {
  const row = await db
    .selectFrom('bids')
    .innerJoin('jobs', 'jobs.id', 'bids.job_id')
    .select('jobs.customer_id')
    .where('bids.id', '=', bidId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

interface PlanAllowance {
  slug: string;
  name: string;
  bidsPerMonth: number | null;
}

/** The bid allowance of the plan that applies (subscriptions/live.ts: lapsed periods fall back to starter). */
export async function planAllowance(db: Db, providerId: number, now: Date): Promise<PlanAllowance> {
  const plan = await appliedPlan(db, providerId, now);
  return { slug: plan.slug, name: plan.name, bidsPerMonth: plan.limits.bids_per_month ?? null };
}

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface BidInput {
  amount_cents: number;
  message?: string;
  estimated_duration_minutes?: number | null;
}

export async function createBid(
  db: Kysely<Database>,
  jobId: number,
  providerId: number,
  input: BidInput,
  now: Date,
): Promise<Bid> {
  await persistExpiry(db, jobId, now);
  return db.transaction().execute(async (trx) => {
    // The provider's row serialises their concurrent bids, so two at once cannot both slip under the limit.
    await trx.selectFrom('users').select('id').where('id', '=', providerId).forUpdate().execute();
    const job = await lockJob(trx, jobId);
    if (job.customer_id === providerId) throw forbidden('You cannot bid on your own job.');
    const profile = await trx
      .selectFrom('provider_profiles')
      .select('user_id')
      .where('user_id', '=', providerId)
      .executeTakeFirst();
    if (!profile) throw forbidden('Complete your business profile before placing bids.');
    const status = await settleExpiry(trx, job, now);
    if (status !== 'open') throw conflict('This job is no longer accepting bids.');
    const existing = await trx
      .selectFrom('bids')
      .select('id')
      .where('job_id', '=', jobId)
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    if (existing) throw conflict('You have already placed a bid on this job. Edit it instead.');

    const plan = await planAllowance(trx, providerId, now);
    if (plan.bidsPerMonth !== null) {
      const used = await trx
        .selectFrom('bids')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('provider_id', '=', providerId)
        .where('created_at', '>=', monthStart(now))
        .executeTakeFirstOrThrow();
      if (used.count >= plan.bidsPerMonth) {
        throw forbidden(
          `You have used all ${plan.bidsPerMonth} bids of your ${plan.name} plan this month. Upgrade your plan to place more bids.`,
        );
      }
    }
    const bid = await trx
      .insertInto('bids')
      .values({
        job_id: jobId,
        provider_id: providerId,
        amount_cents: input.amount_cents,
        message: input.message?.trim() ?? '',
        estimated_duration_minutes: input.estimated_duration_minutes ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBid(bid);
  });
}

/** Locks the bid's job, then the bid: the same order as accept, so concurrent changes never deadlock. */
async function lockBid(trx: Transaction<Database>, bidId: number) {
  const ref = await trx.selectFrom('bids').select('job_id').where('id', '=', bidId).executeTakeFirst();
  if (!ref) throw notFound('Bid not found.');
  const job = await lockJob(trx, ref.job_id);
  const bid = await trx
    .selectFrom('bids')
    .selectAll()
    .where('id', '=', bidId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { job, bid };
}

function requireBidTransition(action: BidAction, status: BidStatus, actor: 'owner' | 'bidder') {
  const decision = bidTransition(action, status, actor);
  if (!decision.ok) throw conflict(decision.message);
  return decision.to;
}

export async function updateBid(
  db: Kysely<Database>,
  bidId: number,
  input: Partial<BidInput>,
  now: Date,
): Promise<Bid> {
  await persistExpiryOfBid(db, bidId, now);
  return db.transaction().execute(async (trx) => {
    const { job, bid } = await lockBid(trx, bidId);
    requireBidTransition('edit', bid.status, 'bidder');
    if ((await settleExpiry(trx, job, now)) !== 'open')
      throw conflict('This job is no longer accepting bids.');
    const updated = await trx
      .updateTable('bids')
      .set({
        ...(input.amount_cents === undefined ? {} : { amount_cents: input.amount_cents }),
        ...(input.message === undefined ? {} : { message: input.message.trim() }),
        ...(input.estimated_duration_minutes === undefined
          ? {}
          : { estimated_duration_minutes: input.estimated_duration_minutes }),
        updated_at: now,
      })
      .where('id', '=', bidId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBid(updated);
  });
}

/** A bid's own status change (withdraw or decline): the bid alone, under its row lock. */
async function moveBid(
  db: Kysely<Database>,
  bidId: number,
  now: Date,
  action: 'withdraw' | 'decline',
  actor: 'bidder' | 'owner',
): Promise<Bid> {
  return db.transaction().execute(async (trx) => {
    const { bid } = await lockBid(trx, bidId);
    const to = requireBidTransition(action, bid.status, actor);
    const updated = await trx
      .updateTable('bids')
      .set({ status: to, updated_at: now })
      .where('id', '=', bidId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBid(updated);
  });
}

export function withdrawBid(db: Kysely<Database>, bidId: number, now: Date): Promise<Bid> {
  return moveBid(db, bidId, now, 'withdraw', 'bidder');
}

/**
 * Hires the bid's provider: job open → hired, this bid → accepted, every other pending bid → declined, all in
 * one transaction holding the job's row lock. A second accept for the same job waits on that lock and then
 * finds the job hired, so racing accepts give exactly one winner (the partial unique index on accepted bids is
 * the last line of defence).
 */
export async function acceptBid(db: Kysely<Database>, bidId: number, now: Date): Promise<Bid> {
  await persistExpiryOfBid(db, bidId, now);
  return db.transaction().execute(async (trx) => {
    const { job, bid } = await lockBid(trx, bidId);
    const jobTo = requireJobTransition('hire', await settleExpiry(trx, job, now));
    const bidTo = requireBidTransition('accept', bid.status, 'owner');
    await trx
      .updateTable('jobs')
      .set({ status: jobTo, hired_at: now, updated_at: now })
      .where('id', '=', job.id)
      .execute();
    const accepted = await trx
      .updateTable('bids')
      .set({ status: bidTo, updated_at: now })
      .where('id', '=', bidId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bids')
      .set({ status: 'declined', updated_at: now })
      .where('job_id', '=', job.id)
      .where('id', '<>', bidId)
      .where('status', '=', 'pending')
      .execute();
    return toBid(accepted);
  });
}

export function declineBid(db: Kysely<Database>, bidId: number, now: Date): Promise<Bid> {
  return moveBid(db, bidId, now, 'decline', 'owner');
}

// --- bid comparison -------------------------------------------------------------------------------------------

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function budgetPosition(
  amount: number,
  job: { budget_min_cents: number | null; budget_max_cents: number | null },
) {
  if (job.budget_min_cents === null && job.budget_max_cents === null) return 'no_budget' as const;
  if (job.budget_min_cents !== null && amount < job.budget_min_cents) return 'below' as const;
  if (job.budget_max_cents !== null && amount > job.budget_max_cents) return 'above' as const;
  return 'within' as const;
}

/**
 * The owner's side-by-side view: every bid not withdrawn, cheapest first, with each price placed against the
 * job's budget and the other bids, and the bidder's contact details. A provider who bid sees only their own
 * bid (any status), without contact details.
 */
export async function bidsForViewer(db: Kysely<Database>, job: JobRow, viewerId: number, asOwner: boolean) {
  const rows = await db
    .selectFrom('bids')
    .selectAll()
    .where('job_id', '=', job.id)
    .$if(asOwner, (query) => query.where('status', '<>', 'withdrawn'))
    .$if(!asOwner, (query) => query.where('provider_id', '=', viewerId))
    .orderBy('amount_cents')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ranked = asOwner
    ? rows
    : await db
        .selectFrom('bids')
        .select(['id', 'amount_cents'])
        .where('job_id', '=', job.id)
        .where('status', '<>', 'withdrawn')
        .execute();
  const cards = await providerCards(
    db,
    rows.map((row) => row.provider_id),
    job,
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.provider_id);
    if (!card) return [];
    const { email, phone, ...publicCard } = card;
    const counted = row.status !== 'withdrawn';
    const others = ranked.filter((other) => other.id !== row.id).map((other) => other.amount_cents);
    const middle = median(others);
    return [
      {
        ...toBid(row),
        provider: asOwner ? { ...publicCard, contact: { email, phone } } : publicCard,
        budget_position: budgetPosition(row.amount_cents, job),
        price_rank: counted ? 1 + others.filter((amount) => amount < row.amount_cents).length : 0,
        vs_median_percent:
          middle === null || middle === 0 ? null : Math.round(((row.amount_cents - middle) / middle) * 100),
      },
    ];
  });
}

// --- reviews --------------------------------------------------------------------------------------------------

export async function createReview(
  db: Kysely<Database>,
  jobId: number,
  customerId: number,
  input: { rating: number; body?: string },
  now: Date,
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    if (job.status !== 'completed') throw conflict('You can review the pro once the job is completed.');
    const hired = await acceptedBid(trx, jobId);
    if (!hired) throw conflict('This job has no hired pro to review.');
    const existing = await trx
      .selectFrom('reviews')
      .select('id')
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    if (existing) throw conflict('You have already reviewed this job.');
    await trx
      .insertInto('reviews')
      .values({
        job_id: jobId,
        customer_id: customerId,
        provider_id: hired.provider_id,
        rating: input.rating,
        body: input.body?.trim() ?? '',
        created_at: now,
      })
      .execute();
    // Incremental, under the row lock of the update: keeps the average right without re-reading every review.
    await trx
      .updateTable('provider_profiles')
      .set({
        rating_average: sql<number>`least(5, (rating_average * review_count + ${input.rating}) / (review_count + 1))`,
        review_count: sql<number>`review_count + 1`,
        updated_at: now,
      })
      .where('user_id', '=', hired.provider_id)
      .execute();
  });
  const review = await loadReview(db, jobId);
  if (!review) throw notFound('Review not found.');
  return review;
}

export { loadJobRows, toSummary };

export interface MyJobCounts {
  open: number;
  hired: number;
  completed: number;
  cancelled: number;
  expired: number;
  needs_review: number;
}

/** Exact counts of the customer's jobs by status (an open job past its expiry counts as expired, as shown). */
export async function myJobCounts(db: Kysely<Database>, customerId: number, now: Date): Promise<MyJobCounts> {
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<number>`count(*) filter (where status = 'open' and expires_at > ${now})::int`.as('open'),
      sql<number>`count(*) filter (where status = 'hired')::int`.as('hired'),
      sql<number>`count(*) filter (where status = 'completed')::int`.as('completed'),
      sql<number>`count(*) filter (where status = 'cancelled')::int`.as('cancelled'),
      sql<number>`count(*) filter (where status = 'expired' or (status = 'open' and expires_at <= ${now}))::int`.as(
        'expired',
      ),
      // The same rule as needs_review on each row: completed, a hired pro, no review yet.
      sql<number>`count(*) filter (where status = 'completed'
        and exists (select 1 from bids where bids.job_id = jobs.id and bids.status = 'accepted')
        and not exists (select 1 from reviews where reviews.job_id = jobs.id))::int`.as('needs_review'),
    ])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row;
}

export interface BidUsage {
  bids_this_month: number;
  bids_per_month_limit: number | null;
  plan_slug: string;
}

/** This month's bids against the plan's allowance, by the same rule createBid enforces. */
export async function bidUsage(db: Kysely<Database>, providerId: number, now: Date): Promise<BidUsage> {
  const [plan, used] = await Promise.all([
    planAllowance(db, providerId, now),
    db
      .selectFrom('bids')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('provider_id', '=', providerId)
      .where('created_at', '>=', monthStart(now))
      .executeTakeFirstOrThrow(),
  ]);
  return { bids_this_month: used.count, bids_per_month_limit: plan.bidsPerMonth, plan_slug: plan.slug };
}
