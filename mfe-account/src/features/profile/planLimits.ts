import { type AuthUser, type PlanLimits } from '@prohive/shared';
import { useAccountPlansQuery } from '../../lib/api/plansEndpoints';

/** The plan a provider without a live subscription is held to (the api does the same). */
export const FREE_PLAN_SLUG = 'starter';

/**
 * The plan limits that apply to this provider: the live subscription's, else the free plan's from
 * /api/plans. Undefined while unknown (the api still enforces them and says so).
 */
export function usePlanLimits(
  user: AuthUser,
  /** What GET /api/me/provider-profile says applies; preferred when present. */
  fromProfile?: { name: string; limits: PlanLimits },
): { limits?: PlanLimits; planName: string } {
  const subscription = user.current_subscription;
  const plans = useAccountPlansQuery(undefined, { skip: Boolean(fromProfile ?? subscription?.plan.limits) });
  if (fromProfile) return { limits: fromProfile.limits, planName: fromProfile.name };
  if (subscription) return { limits: subscription.plan.limits, planName: subscription.plan.name };
  const free = plans.data?.find((plan) => plan.slug === FREE_PLAN_SLUG);
  return { limits: free?.limits, planName: free?.name ?? 'Starter' };
}
