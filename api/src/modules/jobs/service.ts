import type { Kysely, Transaction } from 'kysely';
import type { Database, JobStatus, JobTiming } from '../../db/schema.js';
import { HttpError, notFound, validationFailed, type FieldErrors } from '../../http-errors.js';
import {
  count,
  DAY_MS,
  limitReached,
  waitInWords,
  windowFreesAt,
  type PublishingLimits,
} from '../../lib/publishing-limits.js';
import { isAdmin, type Viewer } from '../../plugins/optional-viewer.js';
import {
  acceptedBid,
  bidOf,
  bidUsage,
  declinePendingBidsOfJobs,
  hiredProviders,
  providerBids,
} from '../bids/index.js';
import { createNotification } from '../notifications/index.js';
import { placeDirectory } from '../locations/index.js';
import { reviewedJobIds, reviewOf } from '../reviews/index.js';
import { toJobDetail, toMyJob, toSummary } from './presenter.js';
import {
  accountCreatedAt,
  addHire,
  categoryIdBySlug,
  countOpenJobs,
  countUsablePhotos,
  customerJobIds,
  findJobRow,
  hasBusinessProfile,
  insertJob,
  isAvailableProvider,
  isSavedBy,
  jobCustomer,
  jobPhotoIds,
  loadJobRows,
  lockCustomer,
  lockJobRow,
  lockOverdueJobs,
  lockRunningJobsOf,
  myJobCounts,
  postedSince,
  reopenJobRow,
  setJobStatus,
  type LockedJob,
} from './repository.js';
import type { CreateJobInput, JobDetail, JobSummary } from './schemas.js';
import {
  effectiveStatus,
  JOB_LIFETIME_DAYS,
  jobTransition,
  REOPEN_WINDOW_DAYS,
  type JobAction,
} from './state-machine.js';

type Db = Kysely<Database> | Transaction<Database>;

const conflict = (message: string) => new HttpError(409, message);

// --- creating a job ------------------------------------------------------------------------------------------

/**
 * "Today" for a preferred date: the date at UTC-12, the last place on Earth where a day ends. A customer's own
 * today (in any US time zone, or anywhere) is never earlier, so a date is refused as past only once it has
 * ended everywhere; the job's ZIP would give the customer's zone, but no time-zone table ships with the api.
 */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
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

type PostingLimits = Pick<PublishingLimits, 'jobsPerDay' | 'newAccountOpenJobs' | 'newAccountDays'>;

/**
 * 429 when the customer has posted `jobsPerDay` jobs in the last 24 hours, or when their account is younger
 * than `newAccountDays` and already has `newAccountOpenJobs` open. Retry-After says when the limit lifts by
 * itself (the oldest post leaves the window; the account comes of age).
 */
async function checkPostingLimits(
  trx: Transaction<Database>,
  customerId: number,
  limits: PostingLimits,
  now: Date,
): Promise<void> {
  await checkDailyPosts(trx, customerId, limits, now);
  await checkNewAccountOpenJobs(trx, customerId, limits, now);
}

async function checkDailyPosts(
  trx: Transaction<Database>,
  customerId: number,
  limits: PostingLimits,
  now: Date,
): Promise<void> {
  const posted = await postedSince(trx, customerId, new Date(now.getTime() - DAY_MS));
  if (posted.length >= limits.jobsPerDay) {
    const wait = (windowFreesAt(posted, limits.jobsPerDay).getTime() - now.getTime()) / 1000;
    throw limitReached(
      `You can post up to ${count(limits.jobsPerDay, 'job')} a day. You can post again in ${waitInWords(wait)}.`,
      wait,
    );
  }
}

async function checkNewAccountOpenJobs(
  trx: Transaction<Database>,
  customerId: number,
  limits: PostingLimits,
  now: Date,
): Promise<void> {
  const comesOfAge = (await accountCreatedAt(trx, customerId)).getTime() + limits.newAccountDays * DAY_MS;
  if (
    comesOfAge > now.getTime() &&
    (await countOpenJobs(trx, customerId, now)) >= limits.newAccountOpenJobs
  ) {
    const wait = (comesOfAge - now.getTime()) / 1000;
    throw limitReached(
      `A new account can have up to ${count(limits.newAccountOpenJobs, 'open job')} at once in its first ${count(limits.newAccountDays, 'day')}. Hire a pro or cancel one of your jobs to post another, or wait ${waitInWords(wait)}.`,
      wait,
    );
  }
}

export async function createJob(
  db: Kysely<Database>,
  customerId: number,
  input: CreateJobInput,
  now: Date,
  limits: PostingLimits,
  onPosted?: JobPostedHook,
): Promise<number> {
  const errors: FieldErrors = {};
  const categoryId = await categoryIdBySlug(db, input.category);
  if (categoryId === null) errors.category = ['The selected category is invalid.'];

  const place = placeDirectory().zip(input.zip);
  if (!place) errors.zip = ['Enter a valid US ZIP code'];

  const title = input.title.trim();
  if (title.length < 3) errors.title = ['The title must be at least 3 characters.'];
  const description = input.description.trim();
  if (description.length < 20) errors.description = ['The description must be at least 20 characters.'];

  // A date is checked whenever one is sent (a past date is refused with any timing); it is kept only for
  // timing "specific_date", which requires it.
  const today = earliestToday(now);
  const date = input.preferred_date ?? null;
  if (date !== null && date < today)
    errors.preferred_date = ['The date has passed. Choose today or a later date.'];
  else if (date !== null && date > addDays(today, 366)) {
    errors.preferred_date = ['Choose a date from today to one year ahead.'];
  } else if (input.timing === 'specific_date' && date === null) {
    errors.preferred_date = ['Choose the date you need the work done.'];
  }
  const preferredDate = input.timing === 'specific_date' ? date : null;

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
  if (targetId !== null && !(await isAvailableProvider(db, targetId))) {
    errors.target_provider_id = ['That professional is not available.'];
  }

  const photoIds = (input.photo_ids ?? []).map((id) => id.toLowerCase());
  if (photoIds.length > 0 && (await countUsablePhotos(db, customerId, photoIds)) !== photoIds.length) {
    errors.photo_ids = ['Some photos are not your job photo uploads, or are already on another job.'];
  }
  if (Object.keys(errors).length > 0 || categoryId === null || !place) throw validationFailed(errors);

  const address = input.address?.trim() || null;
  return db.transaction().execute(async (trx) => {
    // The customer's row serialises their posts, so parallel posts cannot all slip under the caps.
    await lockCustomer(trx, customerId);
    await checkPostingLimits(trx, customerId, limits, now);
    const jobId = await insertJob(
      trx,
      {
        customer_id: customerId,
        category_id: categoryId,
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
      },
      photoIds,
    );
    await onPosted?.(trx, jobId, now);
    return jobId;
  });
}

/**
 * Called in the transaction that opens a job (app.ts wires the campaigns module here), so whatever it makes
 * exists exactly when the job does.
 */
export type JobPostedHook = (trx: Transaction<Database>, jobId: number, now: Date) => Promise<void>;

// --- reading a job --------------------------------------------------------------------------------------------

export async function jobDetail(
  db: Kysely<Database>,
  jobId: number,
  viewer: Viewer | null,
  now: Date,
): Promise<JobDetail | null> {
  const [row] = await loadJobRows(db, [jobId]);
  if (!row) return null;
  // A moderated job is gone for everyone but its owner and the admins.
  if (row.hidden_at !== null && viewer?.id !== row.customer_id && !isAdmin(viewer)) return null;
  const [customer, photoIds, hired, review, myBid, saved, profile] = await Promise.all([
    jobCustomer(db, row.customer_id),
    jobPhotoIds(db, jobId),
    acceptedBid(db, jobId),
    reviewOf(db, jobId),
    viewer ? bidOf(db, jobId, viewer.id) : Promise.resolve(null),
    viewer ? isSavedBy(db, jobId, viewer.id) : Promise.resolve(false),
    viewer?.roleName === 'provider' ? hasBusinessProfile(db, viewer.id) : Promise.resolve(false),
  ]);
  const isOwner = viewer?.id === row.customer_id;
  return toJobDetail(
    {
      row,
      customer,
      photoIds,
      hired,
      review,
      myBid,
      saved,
      isOwner,
      seesExact: isOwner || isAdmin(viewer),
      canPlaceBids: profile,
    },
    now,
  );
}

/** The given jobs as list entries, in the order of `ids` (missing ones left out). */
export async function jobSummaries(db: Db, ids: number[], now: Date): Promise<JobSummary[]> {
  return (await loadJobRows(db, ids)).map((row) => toSummary(row, null, now));
}

/** The caller's own jobs, newest first, with the hired pro and whether a review is due; and exact counts. */
export async function customerJobs(
  db: Kysely<Database>,
  customerId: number,
  page: { offset: number; limit: number },
  now: Date,
) {
  const [{ ids, total }, counts] = await Promise.all([
    customerJobIds(db, customerId, page),
    myJobCounts(db, customerId, now),
  ]);
  const [rows, hired, reviewed] = await Promise.all([
    loadJobRows(db, ids),
    hiredProviders(db, ids),
    reviewedJobIds(db, ids),
  ]);
  return {
    jobs: rows.map((row) => toMyJob(row, hired.get(row.id), reviewed.has(row.id), now)),
    total,
    counts,
  };
}

/** The provider's bids, newest first, each with its job; and this month's usage of their plan. */
export async function providerBidsWithJobs(
  db: Kysely<Database>,
  providerId: number,
  page: { offset: number; limit: number },
  now: Date,
) {
  const [{ bids, total }, usage] = await Promise.all([
    providerBids(db, providerId, page),
    bidUsage(db, providerId, now),
  ]);
  const jobs = await jobSummaries(
    db,
    bids.map((bid) => bid.job_id),
    now,
  );
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return {
    bids: bids.flatMap((bid) => {
      const job = byId.get(bid.job_id);
      return job ? [{ ...bid, job }] : [];
    }),
    total,
    usage,
  };
}

// --- job transitions ------------------------------------------------------------------------------------------

export async function lockJob(trx: Transaction<Database>, jobId: number): Promise<LockedJob> {
  const job = await lockJobRow(trx, jobId);
  if (!job) throw notFound('Job not found.');
  return job;
}

export function requireJobTransition(action: JobAction, status: JobStatus): JobStatus {
  const decision = jobTransition(action, status, 'owner');
  if (!decision.ok) throw conflict(decision.message);
  return decision.to;
}

/**
 * Open jobs past expires_at become `expired` (all of them, or just `jobId`) and their pending bids are
 * declined; returns how many jobs. Runs in its own transaction, so a refused action still persists what it saw.
 */
export async function expireOverdueJobs(db: Kysely<Database>, now: Date, jobId?: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await lockOverdueJobs(trx, now, { jobId });
    await closeJobs(trx, expired, 'expired', now);
    return expired.length;
  });
}

/** Jobs that close (cancelled or expired) decline their pending bids in the same transaction. */
async function closeJobs(trx: Transaction<Database>, jobIds: number[], to: JobStatus, now: Date) {
  await setJobStatus(trx, jobIds, to, now);
  await declinePendingBidsOfJobs(trx, jobIds, now);
}

/** An open job past its expiry is persisted as expired the moment anyone acts on it (or opens it). */
export async function persistExpiry(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await expireOverdueJobs(db, now, jobId);
}

export async function cancelJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await persistExpiry(db, jobId, now);
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    const to = requireJobTransition('cancel', effectiveStatus(job.status, job.expires_at, now));
    await closeJobs(trx, [jobId], to, now);
  });
}

/**
 * The owner reopens a cancelled or expired job: open again for a fresh JOB_LIFETIME_DAYS, and `onReopened`
 * (the campaigns module) makes a new job-notification campaign in the same transaction. Refused (409) when a
 * pro was ever hired (the job's history belongs to that hire), when it closed more than REOPEN_WINDOW_DAYS
 * ago, or when a moderator hid it; a new account's cap on open jobs applies as when posting (429). Bids
 * declined when the job closed stay declined: those pros already know the job and can be messaged.
 */
export async function reopenJob(
  db: Kysely<Database>,
  jobId: number,
  now: Date,
  limits: PostingLimits,
  onReopened?: JobPostedHook,
): Promise<void> {
  await persistExpiry(db, jobId, now);
  await db.transaction().execute(async (trx) => {
    const peek = await findJobRow(trx, jobId);
    if (!peek) throw notFound('Job not found.');
    // The customer's row first, as when posting, so a reopen and a post cannot both slip under the cap.
    await lockCustomer(trx, peek.customer_id);
    const job = await lockJob(trx, jobId);
    const status = effectiveStatus(job.status, job.expires_at, now);
    const to = requireJobTransition('reopen', status);
    if (job.hired_at !== null) {
      throw conflict(
        'A pro was hired for this job before it closed, so it cannot be reopened. Post a new job instead.',
      );
    }
    if (job.hidden_at !== null) throw conflict('A moderator hid this job, so it cannot be reopened.');
    const closedAt = status === 'cancelled' ? (job.cancelled_at ?? job.updated_at) : job.expires_at;
    if (now.getTime() - closedAt.getTime() > REOPEN_WINDOW_DAYS * DAY_MS) {
      throw conflict(
        `This job closed more than ${REOPEN_WINDOW_DAYS} days ago, so it cannot be reopened. Post a new job instead.`,
      );
    }
    await checkNewAccountOpenJobs(trx, job.customer_id, limits, now);
    await reopenJobRow(trx, jobId, to, new Date(now.getTime() + JOB_LIFETIME_DAYS * DAY_MS), now);
    await onReopened?.(trx, jobId, now);
  });
}

export async function completeJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await persistExpiry(db, jobId, now);
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    const to = requireJobTransition('complete', effectiveStatus(job.status, job.expires_at, now));
    const hired = await acceptedBid(trx, jobId);
    await setJobStatus(trx, [jobId], to, now);
    if (hired) await addHire(trx, hired.provider_id, now);
    // The customer closes the job themselves; the notification is the standing invitation to review the pro.
    await createNotification(trx, {
      userId: job.customer_id,
      kind: 'job_completed',
      title: `“${job.title}” is completed`,
      body: 'How did the work go? Leave a review: it helps other customers choose a pro.',
      link: `/job/${jobId}#review`,
      data: { job_id: jobId, ...(hired ? { provider_id: hired.provider_id } : {}) },
    });
  });
}

/**
 * Account deletion: the customer's running jobs close as the state machine says, inside the deletion's
 * transaction. Open and hired jobs are cancelled by their owner; an open job already past its expiry expires
 * instead (it can no longer be cancelled). Either way their pending bids are declined.
 */
export async function closeJobsOfDeletedAccount(
  trx: Transaction<Database>,
  customerId: number,
  now: Date,
): Promise<void> {
  const running = await lockRunningJobsOf(trx, customerId);
  const cancel: number[] = [];
  const expire: number[] = [];
  for (const job of running) {
    const status = effectiveStatus(job.status, job.expires_at, now);
    if (jobTransition('cancel', status, 'owner').ok) cancel.push(job.id);
    else if (jobTransition('expire', job.status, 'system').ok) expire.push(job.id);
  }
  await closeJobs(trx, cancel, 'cancelled', now);
  await closeJobs(trx, expire, 'expired', now);
}

export { toSummary };
