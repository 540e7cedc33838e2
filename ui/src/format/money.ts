import type { Budget, PlanPrice } from '@prohive/shared';

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const exactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface MoneyOptions {
  /** Round to whole dollars ("$1,200") where cents are noise, e.g. job budgets in a list. */
  whole?: boolean;
}

/** US dollars from integer cents: whole dollars when the amount is whole ($1,250), cents otherwise ($99.50). */
export function formatCents(cents: number, { whole = false }: MoneyOptions = {}): string {
  if (whole) return wholeUsd.format(Math.round(cents / 100));
  return cents % 100 === 0 ? wholeUsd.format(cents / 100) : exactUsd.format(cents / 100);
}

/** "$150 – $400", "From $150", "Up to $400", or `empty` when the customer gave no budget. */
export function formatBudget(
  { min_cents, max_cents }: Budget,
  { empty = 'Budget not set', ...money }: MoneyOptions & { empty?: string } = {},
): string {
  if (min_cents !== null && max_cents !== null)
    return min_cents === max_cents
      ? formatCents(min_cents, money)
      : `${formatCents(min_cents, money)} – ${formatCents(max_cents, money)}`;
  if (min_cents !== null) return `From ${formatCents(min_cents, money)}`;
  if (max_cents !== null) return `Up to ${formatCents(max_cents, money)}`;
  return empty;
}

/** "$29 / month", "$290 / year", or "Free" for a plan that costs nothing (marketing plans and checkout). */
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
