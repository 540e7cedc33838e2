import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { prepared } from '../../db/prepared-statements.js';
import type { Database } from '../../db/schema.js';
import { distanceMiles, roundMiles, type Coordinates } from '../locations/index.js';
import { placeDirectory } from '../locations/index.js';
import { avatarOf } from '../uploads/index.js';

/** A provider as a card (search results, saved providers, bid comparisons); contact details for the owner only. */
export interface ProviderCardData {
  id: number;
  business_name: string;
  avatar: string | null;
  city: string;
  state: string;
  zip: string;
  rating_average: number;
  review_count: number;
  hires: number;
  years_in_business: number;
  response_time_minutes: number | null;
  badges: { license_verified: boolean; insurance_verified: boolean; background_checked: boolean };
  services: { slug: string; title: string }[];
  latitude: number;
  longitude: number;
  distance_miles: number | null;
  email: string;
  phone: string | null;
}

/** What the card columns below read, per provider. */
export interface CardRow {
  user_id: number;
  business_name: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  rating_average: number;
  review_count: number;
  hires: number;
  years_in_business: number;
  response_time_minutes: number | null;
  license_verified: boolean;
  insurance_verified: boolean;
  background_checked: boolean;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  avatar_upload_id: string | null;
  services: { slug: string; title: string }[];
}

/**
 * The columns of a card from `provider_profiles p join users u`: only what a card shows (not the bio or the
 * search vector), and the services as JSON in display order, so a page of cards is one statement. Shared by
 * providerCards() and the professionals search, which reads its page and the cards in one go.
 */
export const CARD_COLUMNS: RawBuilder<unknown> = sql`p.user_id, p.business_name, p.city, p.state, p.zip,
  p.latitude, p.longitude, p.rating_average, p.review_count, p.hires, p.years_in_business,
  p.response_time_minutes, p.license_verified, p.insurance_verified, p.background_checked,
  u.email, u.phone, u.avatar_url, u.avatar_upload_id,
  (select coalesce(json_agg(json_build_object('slug', c.slug, 'title', c.title) order by c.sort_order), '[]'::json)
    from provider_services s join service_categories c on c.id = s.category_id
    where s.provider_id = p.user_id) as services`;

/** A card from its row; `from` (a point) adds the distance in miles. */
export function toProviderCard(row: CardRow, from: Coordinates | null): ProviderCardData {
  // The base is shown as an area, like a job's location: rounded to about half a mile.
  const centre = placeDirectory().zip(row.zip) ?? row;
  return {
    id: row.user_id,
    business_name: row.business_name,
    avatar: avatarOf(row),
    city: row.city,
    state: row.state,
    zip: row.zip,
    rating_average: Math.round(row.rating_average * 10) / 10,
    review_count: row.review_count,
    hires: row.hires,
    years_in_business: row.years_in_business,
    response_time_minutes: row.response_time_minutes,
    badges: {
      license_verified: row.license_verified,
      insurance_verified: row.insurance_verified,
      background_checked: row.background_checked,
    },
    services: row.services,
    latitude: Math.round(centre.latitude * 100) / 100,
    longitude: Math.round(centre.longitude * 100) / 100,
    distance_miles: from ? roundMiles(distanceMiles(from, row)) : null,
    email: row.email,
    phone: row.phone,
  };
}

/** Cards of the given providers, by id. One statement, the same text for any number of ids. */
export async function providerCards(
  db: Kysely<Database> | Transaction<Database>,
  ids: number[],
  from: Coordinates | null,
): Promise<Map<number, ProviderCardData>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.executeQuery(
    prepared(
      sql<CardRow>`select ${CARD_COLUMNS} from provider_profiles p join users u on u.id = p.user_id
        where p.user_id = any(${ids}::integer[])`.compile(db),
    ),
  );
  return new Map(rows.map((row) => [row.user_id, toProviderCard(row, from)]));
}
