import type { Kysely, Transaction } from 'kysely';
import type { Database, PlanLimits, SubscriptionStatus } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Stored statuses that may still grant a plan (past_due keeps it while Stripe retries the payment). */
export const LIVE_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

const STARTER_LIMITS: PlanLimits = {
  bids_per_month: 5,
  service_categories: 1,
  service_radius_miles: 15,
  job_alerts: false,
};

export interface LiveSubscription {
  plan_id: number;
  plan_slug: string;
  plan_name: string;
  plan_limits: PlanLimits;
  status: SubscriptionStatus;
  current_period_end: Date;
  cancel_at_period_end: boolean;
}

/**
 * THE rule for "the subscription that applies" (bid limit, profile limits, current_subscription): a live
 * status AND a period that has not ended. Test-mode and free subscriptions never renew, and a Stripe renewal
 * moves current_period_end forward through the webhook, so a passed period end means lapsed everywhere.
 */
export async function liveSubscription(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<LiveSubscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'plans.id as plan_id',
      'plans.slug as plan_slug',
      'plans.name as plan_name',
      'plans.limits as plan_limits',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.cancel_at_period_end',
    ])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', LIVE_STATUSES)
    .where('subscriptions.current_period_end', '>', now)
    .orderBy('subscriptions.current_period_end', 'desc')
    .executeTakeFirst();
}

export interface AppliedPlan {
  slug: string;
  name: string;
  limits: PlanLimits;
}

/** The plan whose limits apply: the live subscription's, else the free `starter` plan. */
export async function appliedPlan(db: Db, userId: number, now: Date = new Date()): Promise<AppliedPlan> {
  const live = await liveSubscription(db, userId, now);
  if (live) return { slug: live.plan_slug, name: live.plan_name, limits: live.plan_limits };
  const starter = await db
    .selectFrom('plans')
    .select(['slug', 'name', 'limits'])
    .where('slug', '=', 'starter')
    .executeTakeFirst();
  return starter ?? { slug: 'starter', name: 'Starter', limits: STARTER_LIMITS };
}
