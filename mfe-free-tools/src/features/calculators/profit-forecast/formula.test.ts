import { SEASONAL_INDEX, forecastProfit, type ForecastInputs } from './formula';

const steady: ForecastInputs = {
  startRevenueCents: 1_000_000,
  monthlyGrowthBasisPoints: 1_000,
  seasonality: 'none',
  startMonthIndex: 0,
  variableCostBasisPoints: 5_000,
  fixedCostsCents: 200_000,
};

describe('forecastProfit', () => {
  it('every seasonal pattern averages 100% over the year', () => {
    for (const pattern of Object.values(SEASONAL_INDEX)) {
      expect(pattern).toHaveLength(12);
      expect(pattern.reduce((a, b) => a + b, 0)).toBe(1_200);
    }
  });

  it('$10,000 growing 10% a month, 50% variable costs, $2,000 fixed: month 1 $10,000 − $7,000 = $3,000; month 2 $11,000 − $7,500 = $3,500; month 3 $12,100 − $8,050 = $4,050', () => {
    const { months } = forecastProfit(steady);
    expect(months).toHaveLength(12);
    expect(
      months.slice(0, 3).map((m) => [m.revenueCents, m.costsCents, m.profitCents, m.cumulativeProfitCents]),
    ).toEqual([
      [1_000_000, 700_000, 300_000, 300_000],
      [1_100_000, 750_000, 350_000, 650_000],
      [1_210_000, 805_000, 405_000, 1_055_000],
    ]);
  });

  it('no growth, $5,000 a month, 40% variable, $1,000 fixed: 12 × ($5,000 − $3,000) = $24,000 profit on $60,000', () => {
    const result = forecastProfit({
      ...steady,
      startRevenueCents: 500_000,
      monthlyGrowthBasisPoints: 0,
      variableCostBasisPoints: 4_000,
      fixedCostsCents: 100_000,
    });
    expect(result.totalRevenueCents).toBe(6_000_000);
    expect(result.totalCostsCents).toBe(3_600_000);
    expect(result.totalProfitCents).toBe(2_400_000);
    expect(result.lossMonths).toBe(0);
  });

  it('summer-peak starting in November: $10,000 × 80% = $8,000, then December × 70% = $7,000, then January × 70%', () => {
    const { months } = forecastProfit({
      ...steady,
      monthlyGrowthBasisPoints: 0,
      seasonality: 'summer',
      startMonthIndex: 10,
    });
    expect(months.slice(0, 3).map((m) => [m.monthIndex, m.revenueCents])).toEqual([
      [10, 800_000],
      [11, 700_000],
      [0, 700_000],
    ]);
  });

  it('a shrinking trade: $1,000 falling 10% a month → $900 → $810 against $850 fixed costs: $150, $50, then −$40, a loss in 10 of 12 months', () => {
    const result = forecastProfit({
      ...steady,
      startRevenueCents: 100_000,
      monthlyGrowthBasisPoints: -1_000,
      variableCostBasisPoints: 0,
      fixedCostsCents: 85_000,
    });
    expect(result.months.slice(0, 3).map((m) => m.revenueCents)).toEqual([100_000, 90_000, 81_000]);
    expect(result.months.slice(0, 3).map((m) => m.profitCents)).toEqual([15_000, 5_000, -4_000]);
    expect(result.lossMonths).toBe(10);
  });
});
