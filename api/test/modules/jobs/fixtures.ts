import type { Kysely } from 'kysely';
import type { App } from '../../../src/app.js';
import type { Database } from '../../../src/db/schema.js';
import { bearerFor, createUser, type CreatedUser } from '../../helpers/app.js';

export type Headers = { authorization: string };

export interface Actor extends CreatedUser {
  headers: Headers;
}

/** A customer (role user) signed in through the api. */
export async function customer(app: App, db: Kysely<Database>): Promise<Actor> {
  const user = await createUser(db, { roleId: 3, name: 'Casey Customer' });
  return { ...user, headers: await bearerFor(app, user) };
}

export interface ProviderOptions {
  zip?: string;
  latitude?: number;
  longitude?: number;
  radiusMiles?: number;
  services?: string[];
  name?: string;
  /** Skip the provider profile (a provider who just registered). */
  withoutProfile?: boolean;
  plan?: 'starter' | 'pro' | 'business';
}

/** A provider with a business profile in Austin (78701) offering plumbing, signed in. */
export async function provider(
  app: App,
  db: Kysely<Database>,
  options: ProviderOptions = {},
): Promise<Actor> {
  const name = options.name ?? 'Pat Plumber';
  const user = await createUser(db, { roleId: 4, name });
  if (!options.withoutProfile) {
    await db
      .insertInto('provider_profiles')
      .values({
        user_id: user.id,
        business_name: `${name} LLC`,
        latitude: options.latitude ?? 30.2711,
        longitude: options.longitude ?? -97.7437,
        radius_miles: options.radiusMiles ?? 25,
        city: 'Austin',
        state: 'TX',
        zip: options.zip ?? '78701',
        rating_average: 4,
        review_count: 2,
      })
      .execute();
    const categories = await db
      .selectFrom('service_categories')
      .select('id')
      .where('slug', 'in', options.services ?? ['plumbing'])
      .execute();
    if (categories.length > 0) {
      await db
        .insertInto('provider_services')
        .values(categories.map((row) => ({ provider_id: user.id, category_id: row.id })))
        .execute();
    }
  }
  if (options.plan && options.plan !== 'starter') {
    const plan = await db
      .selectFrom('plans')
      .select('id')
      .where('slug', '=', options.plan)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date(Date.now() - 86_400_000),
        current_period_end: new Date(Date.now() + 29 * 86_400_000),
      })
      .execute();
  }
  return { ...user, headers: await bearerFor(app, user) };
}

export const VALID_JOB = {
  category: 'plumbing',
  service_type: 'home',
  title: 'Fix a leaking kitchen sink',
  description: 'The pipe under the kitchen sink drips constantly; needs a new trap and seal.',
  answers: { urgency: 'soon', fixtures: ['sink'] },
  timing: 'asap',
  budget_min_cents: 10_000,
  budget_max_cents: 30_000,
  zip: '78701',
  address: '500 Congress Ave, Apt 4',
};

/** Posts a job through the api as the customer and returns its id. */
export async function postJob(
  app: App,
  owner: Actor,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: owner.headers,
    payload: { ...VALID_JOB, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`post job: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

export async function placeBid(app: App, bidder: Actor, jobId: number, amount = 20_000): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/bids`,
    headers: bidder.headers,
    payload: { amount_cents: amount, message: 'I can do it tomorrow.', estimated_duration_minutes: 90 },
  });
  if (response.statusCode !== 201) throw new Error(`bid: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

export interface RawJob {
  latitude?: number;
  longitude?: number;
  zip?: string;
  category?: string;
  title?: string;
  description?: string;
  status?: 'open' | 'hired' | 'completed' | 'cancelled' | 'expired';
  createdAt?: Date;
  expiresAt?: Date;
  budgetMin?: number | null;
  budgetMax?: number | null;
  address?: string | null;
}

/** Austin's 78701 centroid as the ZIP data has it. */
export const AUSTIN = { latitude: 30.2711, longitude: -97.7437 };
/** About `miles` due north of a point (one degree of latitude ≈ 69.09 miles). */
export function northOf(point: { latitude: number; longitude: number }, miles: number) {
  return { latitude: point.latitude + miles / 69.09, longitude: point.longitude };
}

/** Inserts a job row directly, at exact coordinates (the api itself only stores ZIP centroids). */
export async function insertJob(db: Kysely<Database>, customerId: number, job: RawJob = {}): Promise<number> {
  const category = await db
    .selectFrom('service_categories')
    .select('id')
    .where('slug', '=', job.category ?? 'plumbing')
    .executeTakeFirstOrThrow();
  const created = job.createdAt ?? new Date();
  const row = await db
    .insertInto('jobs')
    .values({
      customer_id: customerId,
      category_id: category.id,
      service_type: 'home',
      title: job.title ?? 'Replace a water heater',
      description: job.description ?? 'Forty gallon gas water heater, twelve years old, now leaking.',
      answers: '{}',
      zip: job.zip ?? '78701',
      city: 'Austin',
      state: 'TX',
      latitude: job.latitude ?? AUSTIN.latitude,
      longitude: job.longitude ?? AUSTIN.longitude,
      budget_min_cents: job.budgetMin === undefined ? 50_000 : job.budgetMin,
      budget_max_cents: job.budgetMax === undefined ? 90_000 : job.budgetMax,
      timing: 'flexible',
      status: job.status ?? 'open',
      address: job.address ?? null,
      created_at: created,
      updated_at: created,
      expires_at: job.expiresAt ?? new Date(created.getTime() + 30 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * For the authorisation matrix: an open job of `owner` and, unless told otherwise, a pending bid on it by
 * `provider` (who gets a business profile so they can bid).
 */
export async function jobFixtures(
  db: Kysely<Database>,
  ids: { owner: number; provider: number },
  options: { withBid?: boolean } = {},
): Promise<{ job: number; bid: number }> {
  const job = await insertJob(db, ids.owner);
  await db
    .insertInto('provider_profiles')
    .values({
      user_id: ids.provider,
      business_name: 'Matrix Pro',
      latitude: AUSTIN.latitude,
      longitude: AUSTIN.longitude,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    })
    .execute();
  if (options.withBid === false) return { job, bid: 0 };
  const bid = await db
    .insertInto('bids')
    .values({ job_id: job, provider_id: ids.provider, amount_cents: 5000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { job, bid: bid.id };
}
