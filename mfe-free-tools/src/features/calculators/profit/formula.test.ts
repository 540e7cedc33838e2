import { calculateProfit } from './formula';

describe('calculateProfit', () => {
  it('revenue $10,000 − direct $6,000 = gross $4,000 (40%); − overhead $1,500 − fees 3% ($300) = net $2,200 (22%)', () => {
    const result = calculateProfit({
      revenueCents: 1_000_000,
      directCostsCents: 600_000,
      overheadCents: 150_000,
      feesBasisPoints: 300,
    });
    expect(result.feesCents).toBe(30_000);
    expect(result.grossProfitCents).toBe(400_000);
    expect(result.netProfitCents).toBe(220_000);
    expect(result.grossMarginBasisPoints).toBe(4_000);
    expect(result.netMarginBasisPoints).toBe(2_200);
  });

  it('break-even: overhead $1,500 ÷ (1 − 60% − 3%) = $1,500 ÷ 0.37 = $4,054.054… → $4,054.06 (rounded up)', () => {
    const result = calculateProfit({
      revenueCents: 1_000_000,
      directCostsCents: 600_000,
      overheadCents: 150_000,
      feesBasisPoints: 300,
    });
    expect(result.breakEven).toEqual({ kind: 'revenue', revenueCents: 405_406 });
  });

  it('a loss: revenue $1,000 − direct $900 − overhead $500 − fees 0% = net −$400 (−40% margin)', () => {
    const result = calculateProfit({
      revenueCents: 100_000,
      directCostsCents: 90_000,
      overheadCents: 50_000,
      feesBasisPoints: 0,
    });
    expect(result.netProfitCents).toBe(-40_000);
    expect(result.netMarginBasisPoints).toBe(-4_000);
    // $500 ÷ (1 − 0.9) = $5,000
    expect(result.breakEven).toEqual({ kind: 'revenue', revenueCents: 500_000 });
  });

  it('never breaks even when direct costs $950 + fees 10% take more than revenue $1,000', () => {
    const result = calculateProfit({
      revenueCents: 100_000,
      directCostsCents: 95_000,
      overheadCents: 10_000,
      feesBasisPoints: 1_000,
    });
    expect(result.breakEven).toEqual({ kind: 'never' });
  });

  it('no revenue: margins are null (not NaN) and break-even cannot be read from the cost share', () => {
    const result = calculateProfit({
      revenueCents: 0,
      directCostsCents: 0,
      overheadCents: 50_000,
      feesBasisPoints: 300,
    });
    expect(result.grossMarginBasisPoints).toBeNull();
    expect(result.netMarginBasisPoints).toBeNull();
    expect(result.netProfitCents).toBe(-50_000);
    expect(result.breakEven).toEqual({ kind: 'unknown' });
  });
});
