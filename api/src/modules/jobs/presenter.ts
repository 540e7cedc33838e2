import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../../db/schema.js';
import { distanceMiles, roundMiles, type Coordinates } from '../locations/geo.js';
import { placeDirectory } from '../locations/places.js';
import type { Bid, JobSummary, Review } from './schemas.js';
import { effectiveStatus } from './state-machine.js';

/** How wide a circle the map draws around a job's approximate centre. */
export const APPROX_RADIUS_MILES = 1.5;
const SUMMARY_DESCRIPTION_CHARS = 280;

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

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The columns of a JobRow, for raw queries that join `jobs` and `service_categories`. */
export const JOB_ROW_COLUMNS = sql`jobs.*, service_categories.slug as category_slug,
  service_categories.title as category_title,
  (select count(*)::int from bids b where b.job_id = jobs.id and b.status <> 'withdrawn') as bid_count,
  (select count(*)::int from job_photos p where p.job_id = jobs.id) as photo_count,
  to_char(jobs.preferred_date, 'YYYY-MM-DD') as preferred_day`;

/** The full rows of the given jobs with their category and counts, in the order of `ids`. */
export async function loadJobRows(db: Kysely<Database>, ids: number[]): Promise<JobRow[]> {
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

/**
 * Where the public may see a job: the ZIP's centroid rounded to 2 decimals (about half a mile), never the
 * stored coordinates, which may be a geocoded address.
 */
function approximateLocation(row: Pick<JobRow, 'zip' | 'city' | 'state' | 'latitude' | 'longitude'>) {
  const place = placeDirectory().zip(row.zip);
  const centre = place ?? { latitude: row.latitude, longitude: row.longitude };
  return {
    zip: row.zip,
    city: row.city,
    state: row.state,
    latitude: round2(centre.latitude),
    longitude: round2(centre.longitude),
    radius_miles: APPROX_RADIUS_MILES,
  };
}

export function toSummary(
  row: SummaryRow,
  from: Coordinates | null,
  now: Date,
  fullDescription = false,
): JobSummary {
  return {
    id: row.id,
    title: row.title,
    description: fullDescription ? row.description : row.description.slice(0, SUMMARY_DESCRIPTION_CHARS),
    category: { slug: row.category_slug, title: row.category_title },
    service_type: row.service_type,
    location: approximateLocation(row),
    budget: { min_cents: row.budget_min_cents, max_cents: row.budget_max_cents },
    timing: row.timing,
    preferred_date: row.preferred_day,
    status: effectiveStatus(row.status, row.expires_at, now),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    bid_count: row.bid_count,
    distance_miles: from ? roundMiles(distanceMiles(from, row)) : null,
    photo_count: row.photo_count,
  };
}

export function toBid(row: Selectable<Database['bids']>): Bid {
  return {
    id: row.id,
    job_id: row.job_id,
    provider_id: row.provider_id,
    amount_cents: row.amount_cents,
    message: row.message,
    estimated_duration_minutes: row.estimated_duration_minutes,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A person's first name as shown publicly. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export async function loadReview(db: Kysely<Database>, jobId: number): Promise<Review | null> {
  const row = await db
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
    ])
    .where('reviews.job_id', '=', jobId)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

export const FORMER_CUSTOMER = 'Former customer';

export interface ReviewRow {
  id: number;
  job_id: number;
  provider_id: number;
  rating: number;
  body: string;
  created_at: Date;
  customer_name: string;
  customer_deleted_at: Date | null;
  job_title: string;
}

/** The one review presenter (job page and provider profile): a deleted customer's review is signed "Former customer". */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    job_id: row.job_id,
    provider_id: row.provider_id,
    rating: row.rating,
    body: row.body,
    customer_first_name: row.customer_deleted_at ? FORMER_CUSTOMER : firstName(row.customer_name),
    job_title: row.job_title,
    created_at: row.created_at.toISOString(),
  };
}
