import type { PlanPrice } from '@prohive/shared';

/** "$49 / month", "$490 / year", or "Free" for a plan that costs nothing. */
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

/** "December 22, 2026" for an ISO date-time, in UTC so the day does not shift with the viewer's zone; null if unreadable. */
export function formatPeriodEnd(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
