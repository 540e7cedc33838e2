import { sql, type Kysely } from 'kysely';
import { prepared } from '../../db/prepared-statements.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { TotalsCache } from '../../lib/totals-cache.js';
import { categoryCatalogue } from '../categories/index.js';
import { CARD_COLUMNS, providerCards, toProviderCard, type CardRow, type ProviderCardData } from './cards.js';
import { boundingBox, type Coordinates } from '../locations/index.js';
import { cellsCovering } from '../locations/index.js';
import { distanceFrom } from '../locations/index.js';
import { ROLE_IDS } from '../roles/index.js';
import { appliedPlan } from '../subscriptions/index.js';
import { photoOf, type Photo } from '../uploads/index.js';

export type ProviderCard = Omit<ProviderCardData, 'email' | 'phone'>;

export interface ProviderSearch {
  /** Free text: a category's title or slug, the business name or the bio. */
  search: string | null;
  categoryId: number | null;
  near: { centre: Coordinates; radiusMiles: number } | null;
  page: number;
  perPage: number;
}

/** Below this many matches a filtered list is collected and sorted rather than found by walking the rating index. */
const FEW_MATCHES = 5_000;

/** Providers a visitor may find: provider accounts that are active and not deleted, with a profile. */
function listedProviders(db: Kysely<Database>) {
  return db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .where('users.role_id', '=', ROLE_IDS.provider)
    .where('users.status', '=', 'active')
    .where('users.deleted_at', 'is', null);
}

/**
 * The words of a search, lower-cased: letters and digits only, so nothing typed can be tsquery syntax.
 * At most eight words of at most 40 characters each.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40));
}

/**
 * One page of provider cards and the total. With a centre: those within the radius (a latitude/longitude box
 * on the indexed columns first, then the exact haversine distance), nearest first, then best rated. Without:
 * best rated, then most reviewed. The id breaks every tie so pages never overlap.
 *
 * Speed at 50,000 providers: a radius search reads only the rows in its box, so it counts them with a window
 * in the same query. Without a ZIP the total is counted first (through the GIN and service indexes; kept
 * briefly when large, TotalsCache) and decides how the page is read: many matches walk the rating index and
 * stop after offset + limit rows, few are collected and sorted.
 */
export async function searchProviders(
  db: Kysely<Database>,
  query: ProviderSearch,
  totals: TotalsCache,
): Promise<{ cards: ProviderCard[]; total: number }> {
  const found = await searchProviderPage(db, query, totals);
  if ('cards' in found) return found;
  const from = query.near?.centre ?? null;
  return { cards: await cardsInOrder(db, found.ids, from), total: found.total };
}

/** The page as ids (then made cards), or, on the common path, as cards already. */
async function searchProviderPage(
  db: Kysely<Database>,
  query: ProviderSearch,
  totals: TotalsCache,
): Promise<{ ids: number[]; total: number } | { cards: ProviderCard[]; total: number }> {
  let base = listedProviders(db);
  // Set when the search text names categories and has words: the category part of the match can then read
  // provider_search, and the name/bio part is only the full-text condition.
  let searchCategoryIds: number[] = [];
  let textQuery: string | null = null;
  if (query.categoryId !== null) {
    const categoryId = query.categoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('provider_services')
          .select('provider_services.provider_id')
          .whereRef('provider_services.provider_id', '=', 'provider_profiles.user_id')
          .where('provider_services.category_id', '=', categoryId),
      ),
    );
  }
  if (query.search !== null) {
    const pattern = likePattern(query.search);
    const words = searchWords(query.search);
    // The category part is settled on the ten categories in memory; the name and bio part uses the GIN
    // index on search_vector (each word a prefix). Text with no words at all ("%") falls back to ILIKE.
    const categoryIds = (await categoryCatalogue(db)).matching(query.search);
    if (words.length > 0) {
      searchCategoryIds = categoryIds;
      textQuery = words.map((word) => `${word}:*`).join(' & ');
    }
    const tsquery = textQuery;
    base = base.where((eb) =>
      eb.or([
        ...(tsquery !== null
          ? [eb(sql`provider_profiles.search_vector`, '@@', sql`to_tsquery('simple', ${tsquery})`)]
          : [
              eb('provider_profiles.business_name', 'ilike', pattern),
              eb('provider_profiles.bio', 'ilike', pattern),
            ]),
        ...(categoryIds.length > 0
          ? [
              eb(
                'provider_profiles.user_id',
                'in',
                eb
                  .selectFrom('provider_services')
                  .select('provider_services.provider_id')
                  .where('provider_services.category_id', 'in', categoryIds),
              ),
            ]
          : []),
      ]),
    );
  }
  const offset = (query.page - 1) * query.perPage;

  if (query.near) {
    const { centre, radiusMiles } = query.near;
    const box = boundingBox(centre, radiusMiles);
    const inBox = <T extends typeof base>(from: T) =>
      from
        .where('provider_profiles.latitude', '>=', box.minLatitude)
        .where('provider_profiles.latitude', '<=', box.maxLatitude)
        .where('provider_profiles.longitude', '>=', box.minLongitude)
        .where('provider_profiles.longitude', '<=', box.maxLongitude)
        .select([
          'provider_profiles.user_id as id',
          'provider_profiles.rating_average',
          'provider_profiles.review_count',
          distanceFrom(centre, 'provider_profiles.latitude', 'provider_profiles.longitude').as('distance'),
        ]);
    const cells = cellsCovering(centre, radiusMiles);
    // A category alone, or a search text naming categories (and nothing else to filter by), reads
    // provider_search: an index-only range over that category's listed providers in the circle's cells.
    const categories =
      query.search === null && query.categoryId !== null
        ? [query.categoryId]
        : query.categoryId === null && textQuery !== null && searchCategoryIds.length > 0
          ? searchCategoryIds
          : null;
    if (cells !== null && categories !== null) {
      return providersNearByCategory(db, {
        centre,
        radiusMiles,
        cells,
        categories,
        textQuery,
        limit: query.perPage,
        offset,
      });
    }
    const measured = inBox(base);
    const rows = await db
      .selectFrom(measured.as('near'))
      .select(['near.id', sql<number>`(count(*) over ())::int`.as('total')])
      .where('near.distance', '<=', radiusMiles)
      // Distance to a tenth of a mile, as shown: at the same shown distance the better rated comes first.
      .orderBy(sql`floor(near.distance * 10)`)
      .orderBy('near.rating_average', 'desc')
      .orderBy('near.review_count', 'desc')
      .orderBy('near.id')
      .limit(query.perPage)
      .offset(offset)
      .execute();
    // A page past the end carries no window count; only then is the total counted on its own.
    const total =
      rows[0]?.total ??
      (offset > 0
        ? (
            await db
              .selectFrom(measured.as('near'))
              .select(sql<number>`count(*)::int`.as('count'))
              .where('near.distance', '<=', radiusMiles)
              .executeTakeFirstOrThrow()
          ).count
        : 0);
    return { ids: rows.map((row) => row.id), total };
  }

  const key = JSON.stringify([query.categoryId, query.search]);
  let total = totals.get(key, Date.now());
  if (total === undefined) {
    total = (await base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
    totals.set(key, total, Date.now());
  }
  if (offset >= total) return { ids: [], total };
  // Walking the rating index and filtering finds a page quickly when matches are dense; when they are few it
  // would read every profile to find them, so a rare filter collects its matches first (through the GIN or
  // service index) and sorts just those.
  const rows =
    total <= FEW_MATCHES && (query.search !== null || query.categoryId !== null)
      ? await db
          .with(
            (name) => name('matched').materialized(),
            () =>
              base.select([
                'provider_profiles.user_id as id',
                'provider_profiles.rating_average',
                'provider_profiles.review_count',
              ]),
          )
          .selectFrom('matched')
          .select('matched.id')
          .orderBy('matched.rating_average', 'desc')
          .orderBy('matched.review_count', 'desc')
          .orderBy('matched.id')
          .limit(query.perPage)
          .offset(offset)
          .execute()
      : await base
          .select('provider_profiles.user_id as id')
          .orderBy('provider_profiles.rating_average', 'desc')
          .orderBy('provider_profiles.review_count', 'desc')
          .orderBy('provider_profiles.user_id')
          .limit(query.perPage)
          .offset(offset)
          .execute();
  return { ids: rows.map((row) => row.id), total };
}

/**
 * The professionals search in the common case (a category, or text naming one, around a ZIP) as one statement
 * planned once per connection (db/prepared-statements.ts): the category's listed providers in the circle's
 * grid cells from provider_search's covering index, plus those whose name or bio matches the text. The
 * text matches are collected first (a materialized CTE, so the plan reads them through the full-text index
 * whatever the words), then kept if they lie in the circle. A page past the end has no row to carry the
 * window total; only then is the total a second statement.
 */
async function providersNearByCategory(
  db: Kysely<Database>,
  search: {
    centre: Coordinates;
    radiusMiles: number;
    cells: number[];
    categories: number[];
    textQuery: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ cards: ProviderCard[]; total: number }> {
  const { centre, radiusMiles, cells, categories, textQuery } = search;
  const box = boundingBox(centre, radiusMiles);
  const inBox = sql`latitude between ${box.minLatitude}::double precision and ${box.maxLatitude}::double precision
    and longitude between ${box.minLongitude}::double precision and ${box.maxLongitude}::double precision`;
  const byCategory = sql`select provider_id as id, rating_average, review_count, latitude, longitude
    from provider_search where category_id = any(${categories}::integer[])
    and geo_cell = any(${cells}::integer[]) and ${inBox}`;
  // A text match who also offers one of the categories is already in the category part: kept out here, so
  // the two parts need no de-duplicating sort.
  const candidates =
    textQuery === null
      ? byCategory
      : sql`${byCategory} union all select id, rating_average, review_count, latitude, longitude from text_hits
        where ${inBox} and not exists (select 1 from provider_services s
          where s.provider_id = text_hits.id and s.category_id = any(${categories}::integer[]))`;
  const textHits =
    textQuery === null
      ? sql``
      : sql`with text_hits as materialized (
          select p.user_id as id, p.rating_average, p.review_count, p.latitude, p.longitude
          from provider_profiles p join users u on u.id = p.user_id
          where u.role_id = ${ROLE_IDS.provider}::integer and u.status = 'active' and u.deleted_at is null
            and p.search_vector @@ to_tsquery('simple', ${textQuery}::text)
        )`;
  const near = sql`select id, rating_average, review_count,
    ${distanceFrom(centre, 'candidates.latitude', 'candidates.longitude')} as distance
    from (${candidates}) as candidates`;
  // Distance to a tenth of a mile, as shown: at the same shown distance the better rated comes first.
  const page = sql`select near.id, floor(near.distance * 10) as tenths, near.rating_average, near.review_count,
      (count(*) over ())::int as total
    from (${near}) as near where near.distance <= ${radiusMiles}::double precision
    order by tenths, near.rating_average desc, near.review_count desc, near.id
    limit ${search.limit}::integer offset ${search.offset}::integer`;
  const { rows } = await db.executeQuery(
    prepared(
      sql<CardRow & { total: number }>`${textHits} select ${CARD_COLUMNS}, page.total from (${page}) as page
        join provider_profiles p on p.user_id = page.id join users u on u.id = p.user_id
        order by page.tenths, page.rating_average desc, page.review_count desc, page.id`.compile(db),
    ),
  );
  const cards = rows.map(({ total: _total, ...row }) => publicCard(toProviderCard(row, centre)));
  if (rows[0] !== undefined || search.offset === 0) return { cards, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the window total: only then is it a second statement.
  const counted = await db.executeQuery(
    prepared(
      sql<{ total: number }>`${textHits} select count(*)::int as total from (${near}) as near
        where near.distance <= ${radiusMiles}::double precision`.compile(db),
    ),
  );
  return { cards: [], total: counted.rows[0]?.total ?? 0 };
}

/** A card without the contact details, which only a job's owner sees. */
function publicCard({ email: _email, phone: _phone, ...card }: ProviderCardData): ProviderCard {
  return card;
}

/** Public cards of the given providers, in the order of `ids` (the contact details stay out). */
export async function cardsInOrder(
  db: Kysely<Database>,
  ids: number[],
  from: Coordinates | null,
): Promise<ProviderCard[]> {
  const cards = await providerCards(db, ids, from);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [publicCard(card)] : [];
  });
}

/** Whether `id` is a provider a visitor may see (active, not deleted, with a profile). */
export async function isListedProvider(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await listedProviders(db)
    .select('provider_profiles.user_id')
    .where('provider_profiles.user_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function providerPhotos(db: Kysely<Database>, providerId: number): Promise<Photo[]> {
  const rows = await db
    .selectFrom('provider_photos')
    .select('upload_id')
    .where('provider_id', '=', providerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => photoOf(row.upload_id));
}

/** The plan whose limits apply to the user (one rule for every module: subscriptions/live.ts). */
export const effectivePlan = appliedPlan;
