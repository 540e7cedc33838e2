import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ROLE_IDS } from '../roles/index.js';

/** Each stored (state, city) with active providers, and the category slugs they offer there. */
export async function locationsWithProviders(
  db: Kysely<Database>,
): Promise<{ state: string; city: string; services: string[] }[]> {
  const rows = await db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .leftJoin('provider_services', 'provider_services.provider_id', 'provider_profiles.user_id')
    .leftJoin('service_categories', 'service_categories.id', 'provider_services.category_id')
    .select([
      'provider_profiles.state',
      'provider_profiles.city',
      sql<(string | null)[]>`array_agg(distinct service_categories.slug)`.as('services'),
    ])
    .where('users.status', '=', 'active')
    .where('users.role_id', '=', ROLE_IDS.provider)
    .groupBy(['provider_profiles.state', 'provider_profiles.city'])
    .execute();
  return rows.map((row) => ({
    state: row.state,
    city: row.city,
    services: row.services.filter((slug): slug is string => slug !== null),
  }));
}
