import { formatCents } from '@prohive/ui';

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234.5 → "1,234.5". */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}

/** A value in hundredths (a decimal field, squares of roof) as text: 2460 → "24.6". */
export function formatHundredths(value: number): string {
  return quantity.format(value / 100);
}

/** Basis points as a percentage: 2000 → "20%", 1667 → "16.67%"; null (no base to divide by) → "–". */
export function formatPercent(basisPoints: number | null): string {
  return basisPoints === null ? '–' : `${quantity.format(basisPoints / 100)}%`;
}

/** Money everywhere in the calculators: the site's formatter (whole dollars when whole, else cents). */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}
