import { calculatePrice, marginForMarkup, markupForMargin, type PricingInputs } from './formula';

const base: PricingInputs = {
  labourCents: 40_000,
  materialsCents: 20_000,
  overheadBasisPoints: 1_000,
  mode: 'markup',
  markupBasisPoints: 2_500,
  marginBasisPoints: 2_000,
};

describe('calculatePrice', () => {
  it('labour $400 + materials $200 + overhead 10% with 25% markup → $825.00 (cost $660, profit $165)', () => {
    const result = calculatePrice(base);
    expect(result).toEqual({
      directCostCents: 60_000,
      overheadCents: 6_000,
      costCents: 66_000,
      priceCents: 82_500,
      profitCents: 16_500,
      markupBasisPoints: 2_500,
      marginBasisPoints: 2_000,
    });
  });

  it('the same $660 cost with a 25% target margin → $660 ÷ 0.75 = $880.00 (profit $220 = 33.33% markup)', () => {
    const result = calculatePrice({ ...base, mode: 'margin', marginBasisPoints: 2_500 });
    expect(result.priceCents).toBe(88_000);
    expect(result.profitCents).toBe(22_000);
    expect(result.markupBasisPoints).toBe(3_333);
    expect(result.marginBasisPoints).toBe(2_500);
  });

  it('rounds half a cent up: cost $0.10 + 15% markup = $0.115 → $0.12', () => {
    const result = calculatePrice({
      ...base,
      labourCents: 10,
      materialsCents: 0,
      overheadBasisPoints: 0,
      markupBasisPoints: 1_500,
    });
    expect(result.priceCents).toBe(12);
  });

  it('cost $100 with a 30% margin → $100 ÷ 0.7 = $142.857… → $142.86', () => {
    const result = calculatePrice({
      ...base,
      labourCents: 10_000,
      materialsCents: 0,
      overheadBasisPoints: 0,
      mode: 'margin',
      marginBasisPoints: 3_000,
    });
    expect(result.priceCents).toBe(14_286);
  });

  it('nothing to price: $0 cost → $0 price, and no margin or markup rather than NaN', () => {
    const result = calculatePrice({ ...base, labourCents: 0, materialsCents: 0 });
    expect(result.priceCents).toBe(0);
    expect(result.markupBasisPoints).toBeNull();
    expect(result.marginBasisPoints).toBeNull();
  });
});

describe('markup and margin', () => {
  it('a 25% markup is a 25 ÷ 125 = 20% margin', () => {
    expect(marginForMarkup(2_500)).toBe(2_000);
  });
  it('a 50% margin needs a 50 ÷ 50 = 100% markup', () => {
    expect(markupForMargin(5_000)).toBe(10_000);
  });
});
