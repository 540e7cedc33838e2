import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, JobsTable, JobStatus } from '../../db/schema.js';
import { ROLE_IDS } from '../roles/index.js';

/** Every statement on the jobs and job_photos tables (the open-jobs list is in listing.ts). */

type Db = Kysely<Database> | Transaction<Database>;

/** How many characters of the description a list shows. */
export const SUMMARY_DESCRIPTION_CHARS = 280;

export type JobRow = Selectable<JobsTable> & {
  category_slug: string;
  category_title: string;
  bid_count: number;
  photo_count: number;
  /** preferred_date as YYYY-MM-DD, formatted by the database so no time zone can shift the day. */
  preferred_day: string | null;
};

/** What a JobSummary is made of: the list reads only these columns. */
export type SummaryRow = Pick<
  JobRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category_slug'
  | 'category_title'
  | 'service_type'
  | 'zip'
  | 'city'
  | 'state'
  | 'latitude'
  | 'longitude'
  | 'budget_min_cents'
  | 'budget_max_cents'
  | 'timing'
  | 'preferred_day'
  | 'status'
  | 'created_at'
  | 'expires_at'
  | 'bid_count'
  | 'photo_count'
>;

/**
 * The list's columns, without the category (added from memory) and with the description already cut: fewer
 * values to plan, send and parse for every row of every page.
 */
export const SUMMARY_COLUMNS = sql`jobs.id, jobs.title, left(jobs.description, ${SUMMARY_DESCRIPTION_CHARS}) as description,
  jobs.category_id, jobs.service_type, jobs.zip, jobs.city, jobs.state, jobs.latitude, jobs.longitude,
  jobs.budget_min_cents, jobs.budget_max_cents, jobs.timing, jobs.status, jobs.created_at, jobs.expires_at,
  (select count(*)::int from bids b where b.job_id = jobs.id and b.status <> 'withdrawn') as bid_count,
  (select count(*)::int from job_photos p where p.job_id = jobs.id) as photo_count,
  to_char(jobs.preferred_date, 'YYYY-MM-DD') as preferred_day`;

/** The columns of a JobRow, for raw queries that join `jobs` and `service_categories`. */
const JOB_ROW_COLUMNS = sql`jobs.*, service_categories.slug as category_slug,
  service_categories.title as category_title,
  (select count(*)::int from bids b where b.job_id = jobs.id and b.status <> 'withdrawn') as bid_count,
  (select count(*)::int from job_photos p where p.job_id = jobs.id) as photo_count,
  to_char(jobs.preferred_date, 'YYYY-MM-DD') as preferred_day`;

/** The full rows of the given jobs with their category and counts, in the order of `ids`. */
export async function loadJobRows(db: Db, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<JobRow>`select ${JOB_ROW_COLUMNS} from jobs
    join service_categories on service_categories.id = jobs.category_id
    where jobs.id = any(${ids}::integer[])`.execute(db);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function jobOwner(db: Db, jobId: number): Promise<number | null> {
  const row = await db.selectFrom('jobs').select('customer_id').where('id', '=', jobId).executeTakeFirst();
  return row?.customer_id ?? null;
}

export type LockedJob = Selectable<JobsTable>;

/** Locks the job row for the rest of the transaction; every write to a job's state goes through here. */
export function lockJobRow(trx: Transaction<Database>, jobId: number): Promise<LockedJob | undefined> {
  return trx.selectFrom('jobs').selectAll().where('id', '=', jobId).forUpdate().executeTakeFirst();
}

export function findJobRow(db: Db, jobId: number): Promise<LockedJob | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

// --- posting ----------------------------------------------------------------------------------------------

export async function categoryIdBySlug(db: Db, slug: string): Promise<number | null> {
  const row = await db
    .selectFrom('service_categories')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A professional a job may be sent to: an active provider account with a business profile. */
export async function isAvailableProvider(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('users.role_id', '=', ROLE_IDS.provider)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the given uploads are the customer's job photos not yet on a job. */
export async function countUsablePhotos(db: Db, customerId: number, uploadIds: string[]): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const rows = await db
    .selectFrom('uploads')
    .select('uploads.id')
    .where('uploads.id', 'in', uploadIds)
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
  return rows.length;
}

export async function insertJob(
  trx: Transaction<Database>,
  job: Insertable<JobsTable>,
  photoIds: string[],
): Promise<number> {
  const { id } = await trx.insertInto('jobs').values(job).returning('id').executeTakeFirstOrThrow();
  if (photoIds.length > 0) {
    await trx
      .insertInto('job_photos')
      .values(photoIds.map((upload_id, position) => ({ job_id: id, upload_id, position })))
      .execute();
  }
  return id;
}

/** When the customer posted each job since `since`, oldest first (the daily cap). */
export async function postedSince(db: Db, customerId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('created_at')
    .where('customer_id', '=', customerId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

/** The customer's jobs open to bids now (not past their expiry). */
export async function countOpenJobs(db: Db, customerId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function accountCreatedAt(db: Db, userId: number): Promise<Date> {
  const row = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** Serialises one customer's job posts (their user row), so two at once cannot both slip under a cap. */
export async function lockCustomer(trx: Transaction<Database>, customerId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', customerId).forUpdate().execute();
}

// --- the job page -----------------------------------------------------------------------------------------

export function jobCustomer(db: Db, customerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'avatar_upload_id'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export async function jobPhotoIds(db: Db, jobId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('job_photos')
    .select('upload_id')
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.upload_id);
}

export async function isSavedBy(db: Db, jobId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('saved_jobs')
    .select('job_id')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The bid form needs a business profile (the bid POST refuses without one). */
export async function hasBusinessProfile(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('provider_profiles')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

// --- transitions ------------------------------------------------------------------------------------------

export async function setJobStatus(
  trx: Transaction<Database>,
  jobIds: number[],
  status: JobStatus,
  now: Date,
): Promise<void> {
  if (jobIds.length === 0) return;
  const stamp =
    status === 'hired'
      ? { hired_at: now }
      : status === 'completed'
        ? { completed_at: now }
        : status === 'cancelled'
          ? { cancelled_at: now }
          : {};
  await trx
    .updateTable('jobs')
    .set({ status, ...stamp, updated_at: now })
    .where('id', 'in', jobIds)
    .execute();
}

/** A closed job opens again with a fresh expiry; its cancellation stamp goes (the audit of it is the log's). */
export async function reopenJobRow(
  trx: Transaction<Database>,
  jobId: number,
  status: JobStatus,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({ status, cancelled_at: null, expires_at: expiresAt, updated_at: now })
    .where('id', '=', jobId)
    .execute();
}

/** Open jobs past expires_at (all, one, or one customer's), locked for the transaction. */
export async function lockOverdueJobs(
  trx: Transaction<Database>,
  now: Date,
  only: { jobId?: number; customerId?: number } = {},
): Promise<number[]> {
  const rows = await trx
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .$if(only.jobId !== undefined, (query) => query.where('id', '=', only.jobId!))
    .$if(only.customerId !== undefined, (query) => query.where('customer_id', '=', only.customerId!))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** The customer's jobs still running (open or hired), locked for the transaction. */
export function lockRunningJobsOf(trx: Transaction<Database>, customerId: number): Promise<LockedJob[]> {
  return trx
    .selectFrom('jobs')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['open', 'hired'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A completed hire counts on the pro's profile. */
export async function addHire(trx: Transaction<Database>, providerId: number, now: Date): Promise<void> {
  await trx
    .updateTable('provider_profiles')
    .set((eb) => ({ hires: eb('hires', '+', 1), updated_at: now }))
    .where('user_id', '=', providerId)
    .execute();
}

// --- dashboards and caps ----------------------------------------------------------------------------------

export async function customerJobIds(
  db: Db,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('jobs')
      .select('id')
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: count.total };
}

export interface MyJobCounts {
  open: number;
  hired: number;
  completed: number;
  cancelled: number;
  expired: number;
  needs_review: number;
}

/** Exact counts of the customer's jobs by status (an open job past its expiry counts as expired, as shown). */
export function myJobCounts(db: Db, customerId: number, now: Date): Promise<MyJobCounts> {
  return db
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
}

export async function providerArea(db: Db, providerId: number) {
  const profile = await db
    .selectFrom('provider_profiles')
    .select(['latitude', 'longitude', 'radius_miles'])
    .where('user_id', '=', providerId)
    .executeTakeFirst();
  if (!profile) return null;
  const services = await db
    .selectFrom('provider_services')
    .select('category_id')
    .where('provider_id', '=', providerId)
    .execute();
  return { ...profile, categoryIds: services.map((row) => row.category_id) };
}
