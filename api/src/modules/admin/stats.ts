import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { LIVE_STATUSES } from '../subscriptions/index.js';
import type { AdminStatsSchema } from './schemas.js';

export type AdminStats = Static<typeof AdminStatsSchema>;

const DAYS = 30;

/** The dashboard's figures; each is one aggregate query, run side by side. */
export async function adminStats(db: Kysely<Database>, now: Date): Promise<AdminStats> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (DAYS - 1)));
  const [roles, signups, jobs, bids, plans, campaigns, certificates] = await Promise.all([
    db
      .selectFrom('roles')
      .leftJoin('users', (join) =>
        join.onRef('users.role_id', '=', 'roles.id').on('users.deleted_at', 'is', null),
      )
      .select(['roles.name', sql<number>`count(users.id)::int`.as('count')])
      .groupBy(['roles.id', 'roles.name'])
      .orderBy('roles.id')
      .execute(),
    db
      .selectFrom('users')
      .select([
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('created_at', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('jobs')
      .select([
        sql<number>`count(*) filter (where status = 'open' and expires_at > ${now})::int`.as('open'),
        sql<number>`count(*) filter (where status = 'hired')::int`.as('hired'),
        sql<number>`count(*) filter (where status = 'completed')::int`.as('completed'),
        sql<number>`count(*)::int`.as('total'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bids')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('plans')
      .leftJoin('subscriptions', (join) =>
        join
          .onRef('subscriptions.plan_id', '=', 'plans.id')
          .on('subscriptions.status', 'in', LIVE_STATUSES)
          .on('subscriptions.current_period_end', '>', now),
      )
      .select(['plans.slug', 'plans.name', sql<number>`count(subscriptions.id)::int`.as('count')])
      .groupBy(['plans.id', 'plans.slug', 'plans.name', 'plans.sort_order'])
      .orderBy('plans.sort_order')
      .execute(),
    db
      .selectFrom('job_notification_campaigns')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('certificates')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const perDay = new Map(signups.map((row) => [row.day, row.count]));
  const days = Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, count: perDay.get(date) ?? 0 };
  });
  return {
    users_by_role: roles.map((row) => ({ role: row.name, count: row.count })),
    signups_per_day: days,
    jobs_by_status: { open: jobs.open, hired: jobs.hired, completed: jobs.completed },
    average_bids_per_job: jobs.total === 0 ? 0 : Math.round((bids.count / jobs.total) * 100) / 100,
    active_subscriptions_by_plan: plans.map((row) => ({ plan: row.slug, name: row.name, count: row.count })),
    pending_campaigns: campaigns.count,
    pending_certificates: certificates.count,
  };
}
