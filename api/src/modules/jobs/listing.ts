import { sql, type Kysely, type RawBuilder } from 'kysely';
import { prepared } from '../../db/prepared-statements.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { TotalsCache } from '../../lib/totals-cache.js';
import type { CategoryCatalogue } from '../categories/index.js';
import { boundingBox, EARTH_RADIUS_MILES, type Coordinates } from '../locations/index.js';
import { cellsCovering } from '../locations/index.js';
import { SUMMARY_COLUMNS, type SummaryRow } from './repository.js';

/**
 * The open-jobs list (public /api/jobs and the provider's /api/jobs/matching): which ids are on a page and
 * how many match. Rows are presented separately (presenter.ts) for just the ids of the page.
 *
 * Speed at scale (docs/bench-jobs.md): every filter runs on the partial "open" indexes of migration 0006.
 * A newest-first radius search walks, for each grid cell the circle touches, one ordered index range and
 * stops after offset + limit matches (a LATERAL join over the cells, so the plan is small and planned once);
 * the page is cut from those few rows. Page 1 reads a few dozen index entries whatever the table's size; a
 * deep page reads at most offset + limit entries per cell. The ids and the page's rows come in one statement (a deferred join), so
 * skipped rows never touch the table.
 */

/**
 * From how many candidate entries (cells × (offset + limit)) a radius page is read by merging the cells'
 * ranges rather than sorting them: measured on the 1 M-job bench, the merge is 0.1–0.2 ms slower for pages
 * 1–2, about even at page 10 (offset 108, ~1,000 entries) and 0.4 ms faster at page 200.
 */
const DEEP_PAGE_ENTRIES = 1_000;

export type JobSort = 'newest' | 'budget_high' | 'budget_low' | 'distance';

export interface JobListFilters {
  categoryIds: number[] | null;
  q: string | null;
  near: { centre: Coordinates; radiusMiles: number } | null;
  /** Cents; a job matches when its budget reaches this (a job without a budget does not). */
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
  postedWithinDays: number | null;
  sort: JobSort;
}

export interface JobPage {
  rows: SummaryRow[];
  total: number;
}

/** Haversine distance in miles from the centre to the job's coordinates, computed by the database. */
export function distanceSql(centre: Coordinates): RawBuilder<number> {
  const lat = sql`${centre.latitude}::double precision`;
  const lon = sql`${centre.longitude}::double precision`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2)
  ))))`;
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;
/** Up to this radius the flat-earth distance is within FLAT_MARGIN of the great-circle one (checked to 72°N). */
export const FLAT_MAX_RADIUS_MILES = 60;
export const FLAT_MARGIN = 0.07;

/**
 * The flat-earth distance squared, in miles²: plain arithmetic, no trigonometry per row. Must match the SQL
 * of withinSql().
 */
export function flatDistanceSquared(centre: Coordinates, point: Coordinates): number {
  const dLat = (point.latitude - centre.latitude) * MILES_PER_DEGREE;
  const dLon =
    (point.longitude - centre.longitude) * MILES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/**
 * "Within `miles` of the centre", exactly as the haversine distance decides, but cheaply: rows clearly inside
 * or outside by the flat-earth distance are decided by it, and only those in a thin band around the circle
 * pay for the haversine formula (a CASE evaluates in order). Deep pages test thousands of rows, so this is
 * most of their cost.
 */
export function withinSql(centre: Coordinates, miles: number): RawBuilder<unknown> {
  const exact = sql`${distanceSql(centre)} <= ${miles}`;
  if (miles > FLAT_MAX_RADIUS_MILES) return exact;
  // Squares as products with the scale squared folded into one constant: power() is a function call per row,
  // and a deep page tests thousands of rows (this form took a fifth off page 200's database time at 1 M jobs).
  const latScale = MILES_PER_DEGREE ** 2;
  const lonScale = (MILES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180)) ** 2;
  const dLat = sql`(latitude - ${centre.latitude}::double precision)`;
  const dLon = sql`(longitude - ${centre.longitude}::double precision)`;
  const flat = sql`(${dLat} * ${dLat} * ${latScale}::double precision + ${dLon} * ${dLon} * ${lonScale}::double precision)`;
  const inner = (miles * (1 - FLAT_MARGIN)) ** 2;
  const outer = (miles * (1 + FLAT_MARGIN)) ** 2;
  return sql`(case when ${flat} <= ${inner}::double precision then true
    when ${flat} > ${outer}::double precision then false else ${exact} end)`;
}

/**
 * The conditions every variant shares besides being open (no grid cell): not past expiry, and the visitor's
 * filters. Every column they read is in the open-jobs indexes' keys or INCLUDE lists, except the text filter's.
 */
function commonConditions(filters: JobListFilters, now: Date): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [sql`expires_at > ${now}`];
  if (filters.categoryIds !== null) {
    conditions.push(
      filters.categoryIds.length === 1
        ? sql`category_id = ${filters.categoryIds[0]}`
        : sql`category_id = any(${filters.categoryIds}::integer[])`,
    );
  }
  if (filters.postedWithinDays !== null) {
    conditions.push(sql`created_at >= ${new Date(now.getTime() - filters.postedWithinDays * 86_400_000)}`);
  }
  if (filters.budgetMinCents !== null) {
    conditions.push(sql`coalesce(budget_max_cents, budget_min_cents) >= ${filters.budgetMinCents}`);
  }
  if (filters.budgetMaxCents !== null) {
    conditions.push(sql`coalesce(budget_min_cents, budget_max_cents) <= ${filters.budgetMaxCents}`);
  }
  if (filters.q !== null) {
    const pattern = likePattern(filters.q.toLowerCase());
    conditions.push(sql`(lower(title) like ${pattern} or lower(description) like ${pattern})`);
  }
  if (filters.near) {
    const box = boundingBox(filters.near.centre, filters.near.radiusMiles);
    conditions.push(
      sql`latitude between ${box.minLatitude} and ${box.maxLatitude}`,
      sql`longitude between ${box.minLongitude} and ${box.maxLongitude}`,
      withinSql(filters.near.centre, filters.near.radiusMiles),
    );
  }
  return conditions;
}

function and(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql.join(conditions, sql` and `);
}

function orderBy(filters: JobListFilters): RawBuilder<unknown> {
  switch (filters.sort) {
    case 'budget_high':
      return sql`coalesce(budget_max_cents, budget_min_cents) desc nulls last, created_at desc, id desc`;
    case 'budget_low':
      return sql`coalesce(budget_min_cents, budget_max_cents) asc nulls last, created_at desc, id desc`;
    case 'distance':
      // Callers only ask for it with a centre; without one it degrades to newest first.
      return filters.near
        ? sql`${distanceSql(filters.near.centre)} asc, created_at desc, id desc`
        : sql`created_at desc, id desc`;
    case 'newest':
      return sql`created_at desc, id desc`;
  }
}

export async function listOpenJobs(
  db: Kysely<Database>,
  filters: JobListFilters,
  page: { offset: number; limit: number },
  now: Date,
  categories: CategoryCatalogue,
  totals?: TotalsCache,
): Promise<JobPage> {
  // Hidden (moderated) jobs leave every public list; the open-jobs indexes are partial on both conditions.
  const open = sql`status = 'open' and hidden_at is null`;
  const conditions = commonConditions(filters, now);
  const cells = filters.near ? cellsCovering(filters.near.centre, filters.near.radiusMiles) : null;
  const cellCondition = cells ? [sql`geo_cell = any(${cells}::integer[])`] : [];

  // Newest first around a ZIP without a text filter, the plan is the same whatever the values (the grid
  // cells' ordered index ranges), so it is planned once (db/prepared-statements.ts), and its generic plan is
  // what bench:jobs prints. How many jobs a word matches, how selective a filter without a ZIP is, or which
  // index suits another sort decides the best plan, so those are planned per call.
  const planOnce = cells !== null && filters.q === null && filters.sort === 'newest';
  let idsQuery: RawBuilder<{ id: number }>;
  if (cells && filters.sort === 'newest') {
    const reach = page.offset + page.limit;
    if (planOnce && cells.length * reach > DEEP_PAGE_ENTRIES) {
      // A deep page: one UNION ALL branch per cell, each an ordered index range, which PostgreSQL merges in
      // order (Merge Append) and filters as it goes, so it reads about offset + limit entries in all and
      // sorts none. The filters are written once, outside; PostgreSQL pushes them into every branch.
      const branch = (cell: number) =>
        sql`(select id, created_at, category_id, expires_at, latitude, longitude, budget_min_cents,
          budget_max_cents from jobs where geo_cell = ${cell}::integer and ${open}
          order by created_at desc, id desc)`;
      idsQuery = sql<{
        id: number;
      }>`select near.id from (${sql.join(cells.map(branch), sql` union all `)}) as near
        where ${and(conditions)}
        order by near.created_at desc, near.id desc limit ${page.limit} offset ${page.offset}`;
    } else {
      // Per cell, the newest matches from one ordered index range, cut at offset + limit (no page can need
      // more from one cell); then the page from those few. One small plan, run once per cell.
      idsQuery = sql<{ id: number }>`select near.id from unnest(${cells}::integer[]) as cell(id)
        cross join lateral (
          select id, created_at from jobs where geo_cell = cell.id and ${and([open, ...conditions])}
          order by created_at desc, id desc limit ${reach}
        ) as near
        order by near.created_at desc, near.id desc limit ${page.limit} offset ${page.offset}`;
    }
  } else {
    idsQuery = sql<{ id: number }>`select id from jobs where ${and([...cellCondition, open, ...conditions])}
      order by ${orderBy(filters)} limit ${page.limit} offset ${page.offset}`;
  }

  const totalKey = JSON.stringify(filters);
  const cached = totals?.get(totalKey, now.getTime());
  // One statement per request: the page's ids (index only), the table for just those rows, and — unless the
  // cache has it — the total as an uncorrelated subquery the database runs once. The category comes from
  // memory, which keeps the statement small to plan.
  const countQuery = sql<number>`(select count(*)::int from jobs where ${and([...cellCondition, open, ...conditions])})`;
  type PageRow = Omit<SummaryRow, 'category_slug' | 'category_title'> & {
    category_id: number;
    total: number;
  };
  const pageQuery =
    sql<PageRow>`select ${SUMMARY_COLUMNS}, ${cached === undefined ? countQuery : sql`${cached}::int`} as total
    from jobs where jobs.id in (${idsQuery}) order by ${orderBy(filters)}`.compile(db);
  const pageRows = await db.executeQuery(planOnce ? prepared(pageQuery) : pageQuery);
  // A page past the end has no row to carry the total: only then is it a second statement.
  const total =
    cached ??
    pageRows.rows[0]?.total ??
    (await sql<{ total: number }>`select ${countQuery} as total`.execute(db)).rows[0]?.total ??
    0;
  if (cached === undefined) totals?.set(totalKey, total, now.getTime());
  return {
    rows: pageRows.rows.map(({ category_id, total: _total, ...row }) => {
      const category = categories.byId(category_id);
      return { ...row, category_slug: category?.slug ?? '', category_title: category?.title ?? '' };
    }),
    total,
  };
}
