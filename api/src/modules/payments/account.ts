import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { StripeAdapter, createStripeClient } from './stripe-adapter.js';

/**
 * Ends a user's live subscription, for account deletion: canceled in our database at once and, when Stripe
 * is configured, cancelled at Stripe too so a deleted account is never billed again. Pass a transaction as
 * `db` to end it together with the deletion; the Stripe calls are made afterwards by `cancelAtStripe`.
 */
export async function endLiveSubscriptions(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
): Promise<{ stripeSubscriptionIds: string[] }> {
  const rows = await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', cancel_at_period_end: false, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['trialing', 'active', 'past_due', 'incomplete'])
    .returning('stripe_subscription_id')
    .execute();
  return {
    stripeSubscriptionIds: rows
      .map((row) => row.stripe_subscription_id)
      .filter((id): id is string => id !== null),
  };
}

/** Best effort after the commit: a failure is logged for an operator and never undoes the deletion. */
export async function cancelAtStripe(
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>,
  subscriptionIds: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.stripeSecretKey || subscriptionIds.length === 0) return;
  const adapter = new StripeAdapter(createStripeClient(config.stripeSecretKey, config.stripeApiBase));
  for (const id of subscriptionIds) {
    try {
      await adapter.cancelSubscription(id);
    } catch (error) {
      log.error({ err: error, subscription: id }, 'could not cancel the subscription of a deleted account');
    }
  }
}
