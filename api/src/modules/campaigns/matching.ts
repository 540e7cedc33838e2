import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { EARTH_RADIUS_MILES } from '../locations/index.js';
import { ROLE_IDS } from '../roles/index.js';
import { LIVE_STATUSES } from '../subscriptions/index.js';

export interface CampaignJob {
  id: number;
  customer_id: number;
  category_id: number;
  latitude: number;
  longitude: number;
}

/**
 * The providers who should hear about a job: listed (provider_search only holds active, undeleted providers
 * with a profile) for the job's category, with the job's ZIP centre inside their own service radius, on a
 * plan whose limits carry job_alerts, and not the job's owner. The plan rule mirrors subscriptions'
 * appliedPlan (a live subscription whose period has not ended, else the free starter plan) in SQL, so the
 * whole list is one query however many providers there are.
 */
export async function matchRecipients(
  trx: Transaction<Database>,
  job: CampaignJob,
  now: Date,
): Promise<number[]> {
  const lat = sql`${job.latitude}::double precision`;
  const lon = sql`${job.longitude}::double precision`;
  const distance = sql<number>`(${2 * EARTH_RADIUS_MILES}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(ps.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(ps.latitude)) * power(sin(radians(ps.longitude - ${lon}) / 2), 2)
  ))))`;
  const result = await sql<{ provider_id: number }>`
    select ps.provider_id
    from provider_search ps
    join provider_profiles p on p.user_id = ps.provider_id
    join users u on u.id = ps.provider_id
    where ps.category_id = ${job.category_id}
      and ps.provider_id <> ${job.customer_id}
      and u.role_id = ${ROLE_IDS.provider}
      and u.status = 'active'
      and u.deleted_at is null
      and ${distance} <= p.radius_miles
      and coalesce(
        (select (pl.limits ->> 'job_alerts')::boolean
           from subscriptions s join plans pl on pl.id = s.plan_id
          where s.user_id = ps.provider_id
            and s.status = any(${LIVE_STATUSES}::text[])
            and s.current_period_end > ${now}
          order by s.current_period_end desc limit 1),
        (select (limits ->> 'job_alerts')::boolean from plans where slug = 'starter'),
        false)
    order by ps.provider_id`.execute(trx);
  return result.rows.map((row) => row.provider_id);
}
