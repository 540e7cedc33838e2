import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ROLE_IDS } from '../roles/index.js';
import { boundingBox, EARTH_RADIUS_MILES, roundMiles, type Coordinates } from './geo.js';

/** What a public page may show of a provider: no address, email, phone or exact coordinates. */
export interface NearbyProvider {
  id: number;
  business_name: string;
  bio: string;
  avatar: string | null;
  city: string;
  state: string;
  rating_average: number;
  review_count: number;
  hires: number;
  years_in_business: number;
  response_time_minutes: number | null;
  verified: { license: boolean; insurance: boolean; background: boolean };
  services: string[];
  distance_miles: number;
}

/** An open job as a public page shows it: the customer, the description and the exact ZIP stay private. */
export interface NearbyJob {
  id: number;
  title: string;
  category: { slug: string; title: string };
  service_type: string;
  city: string;
  state: string;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  timing: string;
  created_at: string;
  distance_miles: number;
}

export interface NearbyQuery {
  centre: Coordinates;
  radiusMiles: number;
  /** Only providers offering / jobs in this category. */
  categoryId?: number;
  limit: number;
}

export interface Ranked<T> {
  total: number;
  items: T[];
}

/** Haversine distance in miles from the centre to a row's coordinates, computed by the database (also used by provider search). */
export function distanceFrom(centre: Coordinates, latitude: string, longitude: string): RawBuilder<number> {
  const lat = sql.ref(latitude);
  const lon = sql.ref(longitude);
  const centreLat = sql`${centre.latitude}::double precision`;
  const centreLon = sql`${centre.longitude}::double precision`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(${lat} - ${centreLat}) / 2), 2)
    + cos(radians(${centreLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${centreLon}) / 2), 2)
  ))))`;
}

/**
 * Active providers whose base is within the radius, nearest first; at the same distance (to a tenth of a
 * mile) the better rated first, then the more reviewed.
 */
export async function providersNear(
  db: Kysely<Database>,
  query: NearbyQuery,
): Promise<Ranked<NearbyProvider>> {
  const box = boundingBox(query.centre, query.radiusMiles);
  let candidates = db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .where('users.status', '=', 'active')
    .where('users.role_id', '=', ROLE_IDS.provider)
    .where('provider_profiles.latitude', '>=', box.minLatitude)
    .where('provider_profiles.latitude', '<=', box.maxLatitude)
    .where('provider_profiles.longitude', '>=', box.minLongitude)
    .where('provider_profiles.longitude', '<=', box.maxLongitude);
  if (query.categoryId !== undefined) {
    const categoryId = query.categoryId;
    candidates = candidates.where((eb) =>
      eb.exists(
        eb
          .selectFrom('provider_services')
          .select('provider_services.provider_id')
          .whereRef('provider_services.provider_id', '=', 'provider_profiles.user_id')
          .where('provider_services.category_id', '=', categoryId),
      ),
    );
  }
  const measured = candidates.select([
    'provider_profiles.user_id as id',
    'provider_profiles.business_name',
    'provider_profiles.bio',
    'users.avatar_url',
    'provider_profiles.city',
    'provider_profiles.state',
    'provider_profiles.rating_average',
    'provider_profiles.review_count',
    'provider_profiles.hires',
    'provider_profiles.years_in_business',
    'provider_profiles.response_time_minutes',
    'provider_profiles.license_verified',
    'provider_profiles.insurance_verified',
    'provider_profiles.background_checked',
    distanceFrom(query.centre, 'provider_profiles.latitude', 'provider_profiles.longitude').as('distance'),
  ]);

  const rows = await db
    .selectFrom(measured.as('near'))
    .selectAll('near')
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('near.distance', '<=', query.radiusMiles)
    .orderBy(sql`floor(near.distance * 10)`)
    .orderBy('near.rating_average', 'desc')
    .orderBy('near.review_count', 'desc')
    .orderBy('near.id')
    .limit(query.limit)
    .execute();

  const services = await servicesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      business_name: row.business_name,
      bio: row.bio,
      avatar: row.avatar_url,
      city: row.city,
      state: row.state,
      rating_average: row.rating_average,
      review_count: row.review_count,
      hires: row.hires,
      years_in_business: row.years_in_business,
      response_time_minutes: row.response_time_minutes,
      verified: {
        license: row.license_verified,
        insurance: row.insurance_verified,
        background: row.background_checked,
      },
      services: services.get(row.id) ?? [],
      distance_miles: roundMiles(row.distance),
    })),
  };
}

async function servicesOf(db: Kysely<Database>, providerIds: number[]): Promise<Map<number, string[]>> {
  const byProvider = new Map<number, string[]>();
  if (providerIds.length === 0) return byProvider;
  const rows = await db
    .selectFrom('provider_services')
    .innerJoin('service_categories', 'service_categories.id', 'provider_services.category_id')
    .select(['provider_services.provider_id', 'service_categories.slug'])
    .where('provider_services.provider_id', 'in', providerIds)
    .orderBy('service_categories.sort_order')
    .execute();
  for (const row of rows) {
    const list = byProvider.get(row.provider_id) ?? [];
    list.push(row.slug);
    byProvider.set(row.provider_id, list);
  }
  return byProvider;
}

/** Open, unexpired jobs within the radius, nearest first, then newest. */
export async function openJobsNear(db: Kysely<Database>, query: NearbyQuery): Promise<Ranked<NearbyJob>> {
  const box = boundingBox(query.centre, query.radiusMiles);
  let candidates = db
    .selectFrom('jobs')
    .innerJoin('service_categories', 'service_categories.id', 'jobs.category_id')
    .where('jobs.status', '=', 'open')
    .where('jobs.hidden_at', 'is', null)
    .where('jobs.expires_at', '>', sql<Date>`now()`)
    .where('jobs.latitude', '>=', box.minLatitude)
    .where('jobs.latitude', '<=', box.maxLatitude)
    .where('jobs.longitude', '>=', box.minLongitude)
    .where('jobs.longitude', '<=', box.maxLongitude);
  if (query.categoryId !== undefined)
    candidates = candidates.where('jobs.category_id', '=', query.categoryId);
  const measured = candidates.select([
    'jobs.id',
    'jobs.title',
    'service_categories.slug as category_slug',
    'service_categories.title as category_title',
    'jobs.service_type',
    'jobs.city',
    'jobs.state',
    'jobs.budget_min_cents',
    'jobs.budget_max_cents',
    'jobs.timing',
    'jobs.created_at',
    distanceFrom(query.centre, 'jobs.latitude', 'jobs.longitude').as('distance'),
  ]);
  const rows = await db
    .selectFrom(measured.as('near'))
    .selectAll('near')
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('near.distance', '<=', query.radiusMiles)
    .orderBy(sql`floor(near.distance * 10)`)
    .orderBy('near.created_at', 'desc')
    .orderBy('near.id', 'desc')
    .limit(query.limit)
    .execute();
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: { slug: row.category_slug, title: row.category_title },
      service_type: row.service_type,
      city: row.city,
      state: row.state,
      budget_min_cents: row.budget_min_cents,
      budget_max_cents: row.budget_max_cents,
      timing: row.timing,
      created_at: row.created_at.toISOString(),
      distance_miles: roundMiles(row.distance),
    })),
  };
}

/** Every service category with how many active providers within the radius offer it. */
export async function serviceCountsNear(
  db: Kysely<Database>,
  centre: Coordinates,
  radiusMiles: number,
): Promise<{ slug: string; title: string; provider_count: number }[]> {
  const box = boundingBox(centre, radiusMiles);
  const nearbyProviders = db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .select([
      'provider_profiles.user_id',
      distanceFrom(centre, 'provider_profiles.latitude', 'provider_profiles.longitude').as('distance'),
    ])
    .where('users.status', '=', 'active')
    .where('users.role_id', '=', ROLE_IDS.provider)
    .where('provider_profiles.latitude', '>=', box.minLatitude)
    .where('provider_profiles.latitude', '<=', box.maxLatitude)
    .where('provider_profiles.longitude', '>=', box.minLongitude)
    .where('provider_profiles.longitude', '<=', box.maxLongitude);
  return db
    .selectFrom('service_categories')
    .leftJoin('provider_services', 'provider_services.category_id', 'service_categories.id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom(nearbyProviders.as('measured'))
          .select('measured.user_id')
          .where('measured.distance', '<=', radiusMiles)
          .as('near'),
      (join) => join.onRef('near.user_id', '=', 'provider_services.provider_id'),
    )
    .select([
      'service_categories.slug',
      'service_categories.title',
      sql<number>`count(distinct near.user_id)::int`.as('provider_count'),
    ])
    .groupBy(['service_categories.id', 'service_categories.slug', 'service_categories.title'])
    .orderBy('service_categories.sort_order')
    .execute();
}
