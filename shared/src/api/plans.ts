import type { components } from './contract';

/**
 * Subscription plans as the api returns them (GET /api/plans). The types and the subscribe link's query live
 * here because marketing (the plans page) and account (signup, dashboard limits) both use them; each remote
 * injects its own plans endpoint.
 */
export type Plan = components['schemas']['Plan'];
export type PlanPrice = Plan['price'];
export type PlanLimits = Plan['limits'];
/** What registration passes to POST /api/stripe/create-checkout-session. */
export type PlanCheckoutIds = Plan['checkout'];

/**
 * The query a plan's subscribe link carries into registration (spec §4: redirectToStripe=true with planId,
 * priceId and productId starts checkout after signup). A free plan needs no checkout, only the plan.
 */
export function planCheckoutQuery(plan: Pick<Plan, 'checkout'>): string {
  const { planId, priceId, productId, requires_payment } = plan.checkout;
  const query = requires_payment
    ? new URLSearchParams({ redirectToStripe: 'true', planId, priceId, productId })
    : new URLSearchParams({ planId });
  return query.toString();
}
