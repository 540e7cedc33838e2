import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ROLE_IDS } from '../roles/index.js';

export interface CategoryStats {
  slug: string;
  title: string;
  description: string;
  provider_count: number;
  open_job_count: number;
}

/**
 * Live counts per service category: active providers offering it, and open jobs that have not expired.
 * Counted in subqueries so neither count multiplies the other.
 */
export function categoryStats(db: Kysely<Database>, slug?: string): Promise<CategoryStats[]> {
  let query = db
    .selectFrom('service_categories')
    .select((eb) => [
      'service_categories.slug',
      'service_categories.title',
      'service_categories.description',
      eb
        .selectFrom('provider_services')
        .innerJoin('users', 'users.id', 'provider_services.provider_id')
        .innerJoin('provider_profiles', 'provider_profiles.user_id', 'users.id')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('provider_services.category_id', '=', 'service_categories.id')
        .where('users.status', '=', 'active')
        .where('users.role_id', '=', ROLE_IDS.provider)
        .as('provider_count'),
      eb
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('jobs.category_id', '=', 'service_categories.id')
        .where('jobs.status', '=', 'open')
        .where('jobs.hidden_at', 'is', null)
        .where('jobs.expires_at', '>', sql<Date>`now()`)
        .as('open_job_count'),
    ])
    .orderBy('service_categories.sort_order');
  if (slug !== undefined) query = query.where('service_categories.slug', '=', slug);
  return query.execute().then((rows) =>
    rows.map((row) => ({
      ...row,
      provider_count: row.provider_count ?? 0,
      open_job_count: row.open_job_count ?? 0,
    })),
  );
}
