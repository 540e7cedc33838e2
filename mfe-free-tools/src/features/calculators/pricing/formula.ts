import { BASIS_POINTS, mulDivRound, percentOf, ratioInBasisPoints } from '../common/arithmetic';

export type PricingMode = 'markup' | 'margin';

export interface PricingInputs {
  labourCents: number;
  materialsCents: number;
  /** Overhead as a share of labour + materials, in basis points. */
  overheadBasisPoints: number;
  mode: PricingMode;
  /** Profit as a share of cost (markup mode). */
  markupBasisPoints: number;
  /** Profit as a share of the price (margin mode); below 100 %. */
  marginBasisPoints: number;
}

export interface PricingResult {
  directCostCents: number;
  overheadCents: number;
  costCents: number;
  priceCents: number;
  profitCents: number;
  /** Profit ÷ cost, whichever way the price was set; null when the cost is zero. */
  markupBasisPoints: number | null;
  /** Profit ÷ price; null when the price is zero. */
  marginBasisPoints: number | null;
}

/**
 * Cost-plus pricing. Cost = labour + materials + overhead (a percentage of labour + materials). With a markup
 * the price is cost × (1 + markup); with a target margin it is cost ÷ (1 − margin), because a margin is a share
 * of the price, not of the cost. Each step rounds to the cent, half away from zero.
 */
export function calculatePrice(inputs: PricingInputs): PricingResult {
  const directCostCents = inputs.labourCents + inputs.materialsCents;
  const overheadCents = percentOf(directCostCents, inputs.overheadBasisPoints);
  const costCents = directCostCents + overheadCents;
  const priceCents =
    inputs.mode === 'markup'
      ? costCents + percentOf(costCents, inputs.markupBasisPoints)
      : mulDivRound([costCents, BASIS_POINTS], [BASIS_POINTS - inputs.marginBasisPoints]);
  const profitCents = priceCents - costCents;
  return {
    directCostCents,
    overheadCents,
    costCents,
    priceCents,
    profitCents,
    markupBasisPoints: ratioInBasisPoints(profitCents, costCents),
    marginBasisPoints: ratioInBasisPoints(profitCents, priceCents),
  };
}

/** The margin a markup gives: m ÷ (1 + m). 25 % markup → 20 % margin. */
export function marginForMarkup(markupBasisPoints: number): number {
  return mulDivRound([markupBasisPoints, BASIS_POINTS], [BASIS_POINTS + markupBasisPoints]);
}

/** The markup a margin needs: g ÷ (1 − g). 20 % margin → 25 % markup. */
export function markupForMargin(marginBasisPoints: number): number {
  return mulDivRound([marginBasisPoints, BASIS_POINTS], [BASIS_POINTS - marginBasisPoints]);
}
