import { formatBudget, formatMiles, formatTiming } from '../locationFormat';

describe('location formatting', () => {
  it('rounds distances to a tenth of a mile, singular at exactly one', () => {
    expect(formatMiles(0.04)).toBe('0 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(1.04)).toBe('1 mile');
    expect(formatMiles(12.35)).toBe('12.4 miles');
  });

  it('reads budgets as a range, a cap, a floor or open', () => {
    expect(formatBudget({ budget_min_cents: 15000, budget_max_cents: 30000 })).toBe('$150–$300');
    expect(formatBudget({ budget_min_cents: 50000, budget_max_cents: 50000 })).toBe('$500');
    expect(formatBudget({ budget_min_cents: null, budget_max_cents: 120000 })).toBe('Up to $1,200');
    expect(formatBudget({ budget_min_cents: 20000, budget_max_cents: null })).toBe('From $200');
    expect(formatBudget({ budget_min_cents: null, budget_max_cents: null })).toBe('Budget open');
  });

  it("names the api's timing keys, and reads an unknown one as words", () => {
    expect(formatTiming('asap')).toBe('As soon as possible');
    expect(formatTiming('within_week')).toBe('Within a week');
    expect(formatTiming('within_month')).toBe('Within a month');
    expect(formatTiming('flexible')).toBe('Flexible timing');
    expect(formatTiming('next_spring')).toBe('Next spring');
    expect(formatTiming('toString')).toBe('ToString');
  });
});
