import { calculateRoofing, type RoofingInputs } from './formula';

const house: RoofingInputs = {
  footprintSquareFeet: 2_000,
  pitchRise: 6,
  wasteBasisPoints: 1_000,
  bundlesPerSquare: 3,
  underlaymentRollSquareFeet: 1_000,
  lowPerSquareCents: 35_000,
  highPerSquareCents: 55_000,
};

describe('calculateRoofing', () => {
  it('2,000 sq ft at 6/12: × √180 ÷ 12 = 1.1180 → 2,236 sq ft of roof; + 10% waste = 2,459.6 → 2,460 sq ft = 24.60 squares', () => {
    const result = calculateRoofing(house);
    expect(result.pitchFactorTenThousandths).toBe(11_180);
    expect(result.roofSquareFeet).toBe(2_236);
    expect(result.orderSquareFeet).toBe(2_460);
    expect(result.squaresHundredths).toBe(2_460);
  });

  it('24.6 squares × 3 bundles = 73.8 → 74 bundles; 2,236 sq ft ÷ 1,000 per roll → 3 rolls', () => {
    const result = calculateRoofing(house);
    expect(result.bundles).toBe(74);
    expect(result.underlaymentRolls).toBe(3);
  });

  it('24.6 squares × $350 = $8,610 to × $550 = $13,530', () => {
    const result = calculateRoofing(house);
    expect(result.lowCostCents).toBe(861_000);
    expect(result.highCostCents).toBe(1_353_000);
  });

  it('a flat roof (0/12) is its footprint: 1,500 sq ft, no waste → 15 squares, 45 bundles', () => {
    const result = calculateRoofing({
      ...house,
      footprintSquareFeet: 1_500,
      pitchRise: 0,
      wasteBasisPoints: 0,
    });
    expect(result.roofSquareFeet).toBe(1_500);
    expect(result.squaresHundredths).toBe(1_500);
    expect(result.bundles).toBe(45);
  });

  it('a steep 12/12 roof is √2 = 1.4142 times its footprint: 1,000 sq ft → 1,414 sq ft', () => {
    const result = calculateRoofing({ ...house, footprintSquareFeet: 1_000, pitchRise: 12 });
    expect(result.pitchFactorTenThousandths).toBe(14_142);
    expect(result.roofSquareFeet).toBe(1_414);
  });
});
