import { planCheckoutQuery, type Plan, type PlanLimits, type PlanPrice } from '@prohive/shared';

/** Where a plan's subscribe button goes: provider registration, carrying what checkout needs (if anything). */
export function subscribePath(plan: Pick<Plan, 'checkout'>): string {
  return `/provider-signup?${planCheckoutQuery(plan)}`;
}

/** "$29 / month", "$290 / year", or "Free" for a plan that costs nothing. */
export function formatPlanPrice(price: PlanPrice): string {
  if (price.amount_cents === 0) return 'Free';
  const amount = price.amount_cents / 100;
  const formatted = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
  return `${formatted} / ${price.interval}`;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The plan's limits as short lines a provider can compare across cards. */
export function describeLimits(limits: PlanLimits): string[] {
  return [
    limits.bids_per_month === null
      ? 'Unlimited bids per month'
      : `${count(limits.bids_per_month, 'bid', 'bids')} per month`,
    `Up to ${count(limits.service_categories, 'service category', 'service categories')}`,
    `Jobs within ${count(limits.service_radius_miles, 'mile', 'miles')}`,
  ];
}
