import { formatBudget, formatCents, formatPlanPrice } from '../money';

describe('formatCents', () => {
  it('drops cents on whole amounts and keeps them otherwise', () => {
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(9_950)).toBe('$99.50');
  });

  it('rounds to whole dollars when asked', () => {
    expect(formatCents(9_950, { whole: true })).toBe('$100');
    expect(formatCents(120_000, { whole: true })).toBe('$1,200');
  });
});

describe('formatBudget', () => {
  it('shows a range, a single amount, an open end and the empty text', () => {
    expect(formatBudget({ min_cents: 15_000, max_cents: 40_000 })).toBe('$150 – $400');
    expect(formatBudget({ min_cents: 15_000, max_cents: 15_000 })).toBe('$150');
    expect(formatBudget({ min_cents: 15_000, max_cents: null })).toBe('From $150');
    expect(formatBudget({ min_cents: null, max_cents: 9_950 })).toBe('Up to $99.50');
    expect(formatBudget({ min_cents: null, max_cents: 9_950 }, { whole: true })).toBe('Up to $100');
    expect(formatBudget({ min_cents: null, max_cents: null })).toBe('Budget not set');
    expect(formatBudget({ min_cents: null, max_cents: null }, { empty: 'No budget given' })).toBe(
      'No budget given',
    );
  });
});

describe('formatPlanPrice', () => {
  it('formats a priced plan per interval and a free plan as Free', () => {
    expect(formatPlanPrice({ amount_cents: 2_900, currency: 'usd', interval: 'month' })).toBe('$29 / month');
    expect(formatPlanPrice({ amount_cents: 4_950, currency: 'usd', interval: 'year' })).toBe('$49.50 / year');
    expect(formatPlanPrice({ amount_cents: 0, currency: 'usd', interval: 'month' })).toBe('Free');
  });
});
