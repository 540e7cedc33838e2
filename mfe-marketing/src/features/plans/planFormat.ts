import { planCheckoutQuery, type Plan, type PlanLimits } from '@prohive/shared';

/** Where a plan's subscribe button goes: provider registration, carrying what checkout needs (if anything). */
export function subscribePath(plan: Pick<Plan, 'checkout'>): string {
  return `/provider-signup?${planCheckoutQuery(plan)}`;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The plan's limits as label and value, so cards compare line by line. */
export function describeLimits(limits: PlanLimits): Array<[label: string, value: string]> {
  return [
    [
      'Bids per month',
      limits.bids_per_month === null ? 'Unlimited' : limits.bids_per_month.toLocaleString('en-US'),
    ],
    ['Service categories', limits.service_categories.toLocaleString('en-US')],
    ['Service radius', count(limits.service_radius_miles, 'mile', 'miles')],
  ];
}

/**
 * The plan's features without the ones that only restate a limit ("5 bids per month" beside "Bids per month:
 * 5"), which the api lists so a features-only reader still sees them.
 */
export function extraFeatures(plan: Pick<Plan, 'features' | 'limits'>): string[] {
  const { bids_per_month: bids, service_categories: categories } = plan.limits;
  const restated = new Set(
    [
      bids === null ? 'unlimited bids' : `${count(bids, 'bid', 'bids')} per month`,
      count(categories, 'service category', 'service categories'),
    ].map((line) => line.toLowerCase()),
  );
  return plan.features.filter((feature) => !restated.has(feature.trim().toLowerCase()));
}
