import type { Kysely, Selectable } from 'kysely';
import type { Database, PlanLimits, PlansTable } from '../../db/schema.js';

export interface PlanResource {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: { amount_cents: number; currency: string; interval: 'month' | 'year' };
  limits: PlanLimits & { job_alerts: boolean };
  features: string[];
  checkout: { planId: string; priceId: string; productId: string; requires_payment: boolean };
}

/**
 * The ids checkout uses. The slug is the plan's stable name across databases (serial ids are not); the
 * Stripe ids are the plan's own once an operator stores them, and until then ids derived from the slug, so
 * links built today keep working and the checkout endpoint can map them back to the plan.
 */
export function checkoutIds(
  plan: Pick<
    Selectable<PlansTable>,
    'slug' | 'billing_interval' | 'stripe_price_id' | 'stripe_product_id' | 'price_cents'
  >,
  /** STRIPE_PRICE_<SLUG> from the environment, which wins over the table (deploy-time configuration). */
  priceOverrides: Record<string, string> = {},
) {
  return {
    planId: plan.slug,
    priceId: priceOverrides[plan.slug] ?? plan.stripe_price_id ?? derivedCheckoutIds(plan).priceId,
    productId: plan.stripe_product_id ?? derivedCheckoutIds(plan).productId,
    requires_payment: plan.price_cents > 0,
  };
}

/** The slug-derived ids, valid for as long as the plan exists whatever Stripe ids are configured later. */
export function derivedCheckoutIds(plan: Pick<Selectable<PlansTable>, 'slug' | 'billing_interval'>) {
  return {
    priceId: `prohive_price_${plan.slug}_${plan.billing_interval}`,
    productId: `prohive_product_${plan.slug}`,
  };
}

export async function listPlans(
  db: Kysely<Database>,
  priceOverrides: Record<string, string> = {},
): Promise<PlanResource[]> {
  const rows = await db
    .selectFrom('plans')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('price_cents')
    .execute();
  return rows.map((plan) => ({
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: { amount_cents: plan.price_cents, currency: plan.currency, interval: plan.billing_interval },
    // A plan row written before migration 0013 (or by hand) without the flag has no job alerts.
    limits: { ...plan.limits, job_alerts: plan.limits.job_alerts ?? false },
    features: plan.features,
    checkout: checkoutIds(plan, priceOverrides),
  }));
}
