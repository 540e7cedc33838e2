import { BASIS_POINTS, mulDivCeil, mulDivRound } from '../common/arithmetic';

/** A roofing square is 100 sq ft of roof. */
export const SQUARE_FEET_PER_SQUARE = 100;

export interface RoofingInputs {
  /** The house's footprint seen from above, eaves and overhangs included. */
  footprintSquareFeet: number;
  /** Inches of rise per 12 inches of run (a 6/12 roof → 6). */
  pitchRise: number;
  /** Extra material for cuts, hips, valleys and starter rows, basis points of the roof area. */
  wasteBasisPoints: number;
  bundlesPerSquare: number;
  /** Square feet one roll of underlayment covers. */
  underlaymentRollSquareFeet: number;
  /** Installed price per square, low and high end of the local range. */
  lowPerSquareCents: number;
  highPerSquareCents: number;
}

export interface RoofingResult {
  /** √(12² + rise²) ÷ 12, in ten-thousandths (6/12 → 11 180). */
  pitchFactorTenThousandths: number;
  /** Sloped roof area, whole sq ft. */
  roofSquareFeet: number;
  /** Roof area plus waste, rounded up to a whole sq ft. */
  orderSquareFeet: number;
  /** Squares to order, in hundredths (2,460 sq ft → 2,460 = 24.60 squares). */
  squaresHundredths: number;
  bundles: number;
  underlaymentRolls: number;
  lowCostCents: number;
  highCostCents: number;
}

/**
 * Roof area = footprint × √(12² + rise²) ÷ 12 (the slope makes the roof longer than its shadow), to the whole
 * sq ft. Adding the waste factor gives what to order, rounded up. Squares = that ÷ 100; bundles and underlayment
 * rolls round up to whole packs (underlayment covers the roof itself, without shingle waste). The cost range is
 * squares × each end of the price per square.
 */
export function calculateRoofing(inputs: RoofingInputs): RoofingResult {
  const rise = inputs.pitchRise;
  const pitchFactor = Math.sqrt(144 + rise * rise) / 12;
  // The one irrational step: rounded once to whole square feet, everything after it is integer arithmetic.
  const roofSquareFeet = Math.round(inputs.footprintSquareFeet * pitchFactor);
  const orderSquareFeet = mulDivCeil(
    [roofSquareFeet, BASIS_POINTS + inputs.wasteBasisPoints],
    [BASIS_POINTS],
  );
  return {
    pitchFactorTenThousandths: Math.round(pitchFactor * 10_000),
    roofSquareFeet,
    orderSquareFeet,
    squaresHundredths: orderSquareFeet,
    bundles: mulDivCeil([orderSquareFeet, inputs.bundlesPerSquare], [SQUARE_FEET_PER_SQUARE]),
    underlaymentRolls: mulDivCeil([roofSquareFeet], [inputs.underlaymentRollSquareFeet]),
    lowCostCents: mulDivRound([orderSquareFeet, inputs.lowPerSquareCents], [SQUARE_FEET_PER_SQUARE]),
    highCostCents: mulDivRound([orderSquareFeet, inputs.highPerSquareCents], [SQUARE_FEET_PER_SQUARE]),
  };
}
