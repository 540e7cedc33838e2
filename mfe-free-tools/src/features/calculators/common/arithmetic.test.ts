import { mulDivCeil, mulDivRound, percentOf, ratioInBasisPoints } from './arithmetic';

describe('integer money arithmetic', () => {
  it('rounds half away from zero: 5 ÷ 2 = 2.5 → 3, −5 ÷ 2 = −2.5 → −3, 7 ÷ 3 = 2.33 → 2', () => {
    expect(mulDivRound([5], [2])).toBe(3);
    expect(mulDivRound([-5], [2])).toBe(-3);
    expect(mulDivRound([7], [3])).toBe(2);
  });

  it('7% of $0.50 = 3.5¢ → 4¢ (no float drift: 0.07 × 50 is 3.5000000000000004 in floats)', () => {
    expect(percentOf(50, 700)).toBe(4);
  });

  it('stays exact past 2⁵³ in the middle: $90,000,000 × 9,999 bp × 9,999 ÷ (10,000 × 9,999) = $89,991,000', () => {
    expect(mulDivRound([9_000_000_000, 9_999, 9_999], [10_000, 9_999])).toBe(8_999_100_000);
  });

  it('rounds up for quantities: 73.8 bundles → 74, exactly 74 stays 74', () => {
    expect(mulDivCeil([2_460, 3], [100])).toBe(74);
    expect(mulDivCeil([7_400], [100])).toBe(74);
  });

  it('a ratio over zero is null, never NaN or Infinity: $165 ÷ $825 = 20%', () => {
    expect(ratioInBasisPoints(16_500, 82_500)).toBe(2_000);
    expect(ratioInBasisPoints(100, 0)).toBeNull();
  });

  it('refuses non-integers and division by zero instead of returning NaN', () => {
    expect(() => mulDivRound([1.5], [1])).toThrow(RangeError);
    expect(() => mulDivRound([1], [0])).toThrow(RangeError);
  });
});
