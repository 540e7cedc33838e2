import { calculateCleaningPrice, type CleaningInputs } from './formula';

const home: CleaningInputs = {
  squareFeet: 2_000,
  bedrooms: 3,
  fullBathrooms: 2,
  halfBathrooms: 0,
  ratePerSquareFootCents: 8,
  perBedroomCents: 1_000,
  perBathroomCents: 1_500,
  condition: 'lived-in',
  extras: ['oven'],
  frequency: 'biweekly',
  minimumCents: 12_000,
};

describe('calculateCleaningPrice', () => {
  it('2,000 sq ft × $0.08 = $160 + 3 bed × $10 + 2 bath × $15 = $220; lived-in ×1.2 = $264; + oven $30 = $294; biweekly −15% ($44.10) → $249.90', () => {
    const result = calculateCleaningPrice(home);
    expect(result).toEqual({
      sizeCents: 16_000,
      roomsCents: 6_000,
      baseCents: 22_000,
      conditionAdjustmentCents: 4_400,
      extrasCents: 3_000,
      subtotalCents: 29_400,
      discountCents: 4_410,
      discountedCents: 24_990,
      priceCents: 24_990,
      minimumApplied: false,
    });
  });

  it('a half bathroom costs half: 1 full + 1 half at $15 = $22.50 of rooms', () => {
    const result = calculateCleaningPrice({ ...home, bedrooms: 0, fullBathrooms: 1, halfBathrooms: 1 });
    expect(result.roomsCents).toBe(2_250);
  });

  it('a tidy 500 sq ft studio once: $40 + 1 bath $15 = $55, below the $120 minimum → $120', () => {
    const result = calculateCleaningPrice({
      ...home,
      squareFeet: 500,
      bedrooms: 0,
      fullBathrooms: 1,
      condition: 'tidy',
      extras: [],
      frequency: 'one-time',
    });
    expect(result.discountedCents).toBe(5_500);
    expect(result.priceCents).toBe(12_000);
    expect(result.minimumApplied).toBe(true);
  });

  it('neglected ×1.5 and weekly −20%: $220 × 1.5 = $330 + all four extras $125 = $455 − $91 = $364', () => {
    const result = calculateCleaningPrice({
      ...home,
      condition: 'neglected',
      extras: ['oven', 'fridge', 'windows', 'laundry'],
      frequency: 'weekly',
    });
    expect(result.subtotalCents).toBe(45_500);
    expect(result.discountCents).toBe(9_100);
    expect(result.priceCents).toBe(36_400);
  });
});
