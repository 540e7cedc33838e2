import type { App } from '../../../src/app.js';

/** A checkout limit no test meets except the one about the limit (user ids repeat after each truncate). */
export const GENEROUS = { max: 1_000_000, windowSeconds: 60 };

/** The first of the default SITE_ORIGINS the test config uses. */
export const SITE = 'http://127.0.0.1:3000';

export interface PlanCheckoutIds {
  planId: string;
  priceId: string;
  productId: string;
  requires_payment: boolean;
}

/** The checkout ids /api/plans publishes for a plan, as /for-providers passes them on. */
export async function planCheckout(app: App, slug: string): Promise<PlanCheckoutIds> {
  const response = await app.inject({ method: 'GET', url: '/api/plans' });
  const plan = (response.json().data as { slug: string; checkout: PlanCheckoutIds }[]).find(
    (candidate) => candidate.slug === slug,
  );
  if (!plan) throw new Error(`no plan ${slug}`);
  return plan.checkout;
}

export function checkoutBody(userId: number, ids: PlanCheckoutIds) {
  return {
    userId,
    planId: ids.planId,
    priceId: ids.priceId,
    productId: ids.productId,
    successUrl: `${SITE}/stripe/success`,
    cancelUrl: `${SITE}/stripe/cancel`,
  };
}
