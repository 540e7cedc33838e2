import { BASIS_POINTS, mulDivCeil, percentOf, ratioInBasisPoints } from '../common/arithmetic';

export interface ProfitInputs {
  revenueCents: number;
  /** Labour and materials that grow with the work (they scale with revenue). */
  directCostsCents: number;
  /** Rent, insurance, software, vehicles: the same whatever the revenue. */
  overheadCents: number;
  /** Card, platform and payment fees as a share of revenue, in basis points. */
  feesBasisPoints: number;
}

export type BreakEven =
  | { kind: 'revenue'; revenueCents: number }
  /** No revenue entered, so direct costs cannot be read as a share of it. */
  | { kind: 'unknown' }
  /** Direct costs and fees take every dollar of revenue or more: more work only loses more. */
  | { kind: 'never' };

export interface ProfitResult {
  feesCents: number;
  grossProfitCents: number;
  netProfitCents: number;
  /** Gross profit ÷ revenue; null without revenue. */
  grossMarginBasisPoints: number | null;
  netMarginBasisPoints: number | null;
  breakEven: BreakEven;
}

/**
 * Gross profit = revenue − direct costs; net profit = gross − overhead − fees (fees a share of revenue).
 * Break-even is the revenue at which net profit is zero, keeping direct costs and fees the same share of revenue
 * and overhead fixed: R = overhead ÷ (1 − direct costs ÷ revenue − fee rate), rounded up to the cent.
 */
export function calculateProfit(inputs: ProfitInputs): ProfitResult {
  const { revenueCents, directCostsCents, overheadCents, feesBasisPoints } = inputs;
  const feesCents = percentOf(revenueCents, feesBasisPoints);
  const grossProfitCents = revenueCents - directCostsCents;
  const netProfitCents = grossProfitCents - overheadCents - feesCents;

  let breakEven: BreakEven;
  if (revenueCents === 0) {
    breakEven = overheadCents === 0 ? { kind: 'revenue', revenueCents: 0 } : { kind: 'unknown' };
  } else {
    // 1 − d/R − f, over the common denominator R × 10 000 (all integers).
    const contribution =
      revenueCents * BASIS_POINTS - directCostsCents * BASIS_POINTS - revenueCents * feesBasisPoints;
    breakEven =
      contribution <= 0
        ? { kind: 'never' }
        : {
            kind: 'revenue',
            revenueCents: mulDivCeil([overheadCents, revenueCents, BASIS_POINTS], [contribution]),
          };
  }

  return {
    feesCents,
    grossProfitCents,
    netProfitCents,
    grossMarginBasisPoints: ratioInBasisPoints(grossProfitCents, revenueCents),
    netMarginBasisPoints: ratioInBasisPoints(netProfitCents, revenueCents),
    breakEven,
  };
}
