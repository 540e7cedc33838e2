// Synthetic marketplace data for `npm run bench:jobs`, generated inside PostgreSQL (generate_series), so a
// million jobs take seconds rather than a million round trips. Places are real US ZIP centroids from the
// `zipcodes` package, weighted toward cities: a ZIP's weight is the number of ZIPs its city has, so Houston
// or Chicago draw far more jobs than a one-ZIP town, as on a real marketplace.
import { codes as zipCodes } from 'zipcodes';
import type { ClientBase } from 'pg';

export interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export interface WeightedZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  weight: number;
}

/** Military mail and territories: not places a home-services marketplace serves. */
const NOT_SERVED = new Set(['AA', 'AE', 'AP', 'PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW']);

/** Located US ZIPs with their city's ZIP count as weight (pure: tested without a database). */
export function weightedZips(entries: Iterable<ZipEntry>): WeightedZip[] {
  const located = [...entries].filter(
    (entry) =>
      entry.country === 'US' &&
      /^\d{5}$/.test(entry.zip) &&
      /^[A-Z]{2}$/.test(entry.state) &&
      !NOT_SERVED.has(entry.state) &&
      Number.isFinite(entry.latitude) &&
      Number.isFinite(entry.longitude) &&
      !(entry.latitude === 0 && entry.longitude === 0),
  );
  const perCity = new Map<string, number>();
  for (const entry of located) {
    const key = `${entry.state}/${entry.city}`;
    perCity.set(key, (perCity.get(key) ?? 0) + 1);
  }
  return located
    .map((entry) => ({
      zip: entry.zip,
      latitude: entry.latitude,
      longitude: entry.longitude,
      city: entry.city,
      state: entry.state,
      weight: perCity.get(`${entry.state}/${entry.city}`) ?? 1,
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

export function allWeightedZips(): WeightedZip[] {
  return weightedZips(Object.values(zipCodes as Record<string, ZipEntry>));
}

/**
 * bench_zips: the ZIPs with a running total of weight, so "a random place" is one index probe for the first
 * row whose running total passes random() × the total weight.
 */
export async function loadZips(client: ClientBase, zips: WeightedZip[]): Promise<void> {
  await client.query(`create table bench_zips (
    zip text primary key, latitude double precision not null, longitude double precision not null,
    city text not null, state char(2) not null, weight integer not null, upto bigint)`);
  await client.query(
    `insert into bench_zips (zip, latitude, longitude, city, state, weight)
     select * from unnest($1::text[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::int[])`,
    [
      zips.map((zip) => zip.zip),
      zips.map((zip) => zip.latitude),
      zips.map((zip) => zip.longitude),
      zips.map((zip) => zip.city),
      zips.map((zip) => zip.state),
      zips.map((zip) => zip.weight),
    ],
  );
  await client.query(`update bench_zips b set upto = t.upto
    from (select zip, sum(weight) over (order by zip) as upto from bench_zips) t where t.zip = b.zip`);
  await client.query('create unique index bench_zips_upto_idx on bench_zips (upto)');
  await client.query('analyze bench_zips');
}

/** A random weighted place per row: `r` in [0, 1). */
// The cast keeps the comparison on bigint: comparing with a double would cast the column and lose the index.
const PLACE = `(select z.* from bench_zips z
  where z.upto > floor(pts.r * (select max(upto) from bench_zips))::bigint order by z.upto limit 1)`;

export async function generateCustomers(client: ClientBase, count: number): Promise<void> {
  // No one signs in as them: any non-null hash satisfies users_can_sign_in.
  await client.query(
    `insert into users (name, email, password_hash, role_id, zip, created_at, updated_at)
     select 'Customer ' || g, 'bench-customer-' || g || '@example.com', 'bench-no-login', 3, null,
            now() - interval '400 days', now() - interval '400 days'
     from generate_series(1, $1::int) g`,
    [count],
  );
}

export async function generateProviders(client: ClientBase, count: number): Promise<void> {
  await client.query('select setseed(0.17)');
  await client.query(
    `insert into users (name, email, password_hash, role_id, created_at, updated_at)
     select 'Provider ' || g, 'bench-provider-' || g || '@example.com', 'bench-no-login', 4,
            now() - interval '400 days', now() - interval '400 days'
     from generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `with pts as (
       select u.id, random() as r, random() as s, random() as t, random() as v
       from users u where u.role_id = 4 and u.email like 'bench-provider-%'
     )
     insert into provider_profiles (user_id, business_name, bio, latitude, longitude, radius_miles, city, state,
       zip, years_in_business, rating_average, review_count, hires, response_time_minutes,
       license_verified, insurance_verified, background_checked)
     select pts.id,
            initcap(place.city) || ' Pro Services ' || pts.id,
            'Licensed and insured pros serving ' || initcap(place.city) || ' and nearby.',
            place.latitude + (pts.s - 0.5) * 0.04, place.longitude + (pts.t - 0.5) * 0.04,
            (array[10, 15, 25, 40, 60])[1 + floor(pts.v * 5)::int],
            initcap(place.city), place.state, place.zip,
            floor(pts.s * 30)::int, round((3 + pts.t * 2)::numeric, 2)::float8, floor(pts.v * 300)::int,
            floor(pts.s * 200)::int, 15 + floor(pts.t * 600)::int,
            pts.s > 0.4, pts.t > 0.5, pts.v > 0.3
     from pts cross join lateral ${PLACE} place`,
  );
  // One to three categories each; the first is spread evenly over the ten.
  await client.query(
    `insert into provider_services (provider_id, category_id)
     select distinct p.user_id, c.id
     from provider_profiles p
     cross join lateral generate_series(0, (p.user_id % 3)) k
     join service_categories c on c.sort_order = 1 + ((p.user_id + k * 3) % 10)`,
  );
}

/**
 * Jobs `from`..`to` (1-based numbers, so a run can grow 10 k → 100 k → 1 M). Half are open and posted within
 * the last 29 days (the public list's rows); the rest are the history of a live marketplace.
 */
export async function generateJobs(client: ClientBase, from: number, to: number): Promise<void> {
  await client.query(`select setseed(${((from % 1000) / 1000).toFixed(3)})`);
  await client.query(
    `with customers as (select min(id) as first, count(*) as n from users where email like 'bench-customer-%'),
     pts as (select g, random() as r, random() as s, random() as t, random() as u, random() as w
             from generate_series($1::int, $2::int) g),
     jobs_in as (
       select pts.*, place.*, c.title as category_title, c.id as category_id,
              case when pts.w < 0.5 then 'open' when pts.w < 0.75 then 'completed' when pts.w < 0.8 then 'hired'
                   when pts.w < 0.9 then 'cancelled' else 'expired' end as status,
              case when pts.w < 0.5 then now() - (pts.u * interval '29 days')
                   else now() - interval '31 days' - (pts.u * interval '330 days') end as created
       from pts
       cross join lateral ${PLACE} place
       join service_categories c on c.sort_order = 1 + (pts.g % 10)
     )
     insert into jobs (customer_id, category_id, service_type, title, description, answers, zip, city, state,
       latitude, longitude, budget_min_cents, budget_max_cents, timing, status, created_at, updated_at,
       expires_at, address)
     select customers.first + (g % customers.n), category_id,
            (array['home', 'office', 'commercial'])[1 + (g % 3)],
            category_title || ' help needed in ' || initcap(city) || ' (#' || g || ')',
            'Looking for a reliable pro for ' || lower(category_title) || ' work. Details on request, job ' || g || '.',
            '{}'::jsonb, zip, initcap(city), state,
            latitude + (s - 0.5) * 0.02, longitude + (t - 0.5) * 0.02,
            case when s < 0.1 then null else 5000 + floor(s * 50000)::int * 10 end,
            case when s < 0.1 then null else 5000 + floor(s * 50000)::int * 10 + floor(t * 20000)::int * 10 end,
            (array['asap', 'within_week', 'flexible', 'within_month'])[1 + (g % 4)],
            status, created, created, created + interval '30 days', null
     from jobs_in, customers`,
    [from, to],
  );
}

export async function vacuumAnalyze(client: ClientBase): Promise<void> {
  // Index-only scans need the visibility map; the list's plans depend on it.
  await client.query('vacuum (analyze) jobs');
  await client.query('vacuum (analyze) provider_profiles');
  await client.query('vacuum (analyze) provider_services');
  await client.query('vacuum (analyze) users');
  // Filled by triggers while the providers were generated: without this its index-only scans read the heap.
  await client.query('vacuum (analyze) provider_search');
}

/** How many open jobs of the category lie within `miles` of the point (what the list should report). */
export async function openJobsNear(
  client: ClientBase,
  point: { latitude: number; longitude: number },
  miles: number,
  categorySlug: string,
): Promise<number> {
  const result = await client.query<{ n: string }>(
    `select count(*) as n from jobs j join service_categories c on c.id = j.category_id
     where j.status = 'open' and j.expires_at > now() and c.slug = $4
       and 2 * 3958.8 * asin(least(1, sqrt(power(sin(radians(j.latitude - $1) / 2), 2)
         + cos(radians($1)) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - $2) / 2), 2)))) <= $3`,
    [point.latitude, point.longitude, miles, categorySlug],
  );
  return Number(result.rows[0]?.n ?? 0);
}
