import { mulDivRound, percentOf } from '../common/arithmetic';

export type CleaningCondition = 'tidy' | 'lived-in' | 'neglected';
export type CleaningFrequency = 'one-time' | 'monthly' | 'biweekly' | 'weekly';
export type CleaningExtra = 'oven' | 'fridge' | 'windows' | 'laundry';

/** How much longer a home in each state takes, as a share of the standard clean (basis points). */
export const CONDITION_FACTOR: Record<CleaningCondition, number> = {
  tidy: 10_000,
  'lived-in': 12_000,
  neglected: 15_000,
};

/** Regular customers get a discount: the home stays clean, and the visits are booked ahead. */
export const FREQUENCY_DISCOUNT: Record<CleaningFrequency, number> = {
  'one-time': 0,
  monthly: 1_000,
  biweekly: 1_500,
  weekly: 2_000,
};

/** Flat prices of the add-on tasks, in cents. */
export const EXTRA_PRICES: Record<CleaningExtra, number> = {
  oven: 3_000,
  fridge: 3_000,
  windows: 4_000,
  laundry: 2_500,
};

export interface CleaningInputs {
  squareFeet: number;
  bedrooms: number;
  fullBathrooms: number;
  halfBathrooms: number;
  ratePerSquareFootCents: number;
  perBedroomCents: number;
  /** A half bathroom is charged at half this. */
  perBathroomCents: number;
  condition: CleaningCondition;
  extras: readonly CleaningExtra[];
  frequency: CleaningFrequency;
  /** The least a visit is worth (travel and set-up cost the same for a studio). */
  minimumCents: number;
}

export interface CleaningResult {
  sizeCents: number;
  roomsCents: number;
  baseCents: number;
  conditionAdjustmentCents: number;
  extrasCents: number;
  subtotalCents: number;
  discountCents: number;
  /** Subtotal less the discount, before the minimum. */
  discountedCents: number;
  priceCents: number;
  minimumApplied: boolean;
}

/**
 * Base = square feet × rate + bedrooms × per-bedroom + bathrooms × per-bathroom (half bathrooms at half).
 * The base is scaled for the home's condition, the extras are added, the frequency discount comes off the
 * subtotal, and the price is never below the minimum visit charge. Each step rounds to the cent.
 */
export function calculateCleaningPrice(inputs: CleaningInputs): CleaningResult {
  const sizeCents = inputs.squareFeet * inputs.ratePerSquareFootCents;
  const roomsCents =
    inputs.bedrooms * inputs.perBedroomCents +
    inputs.fullBathrooms * inputs.perBathroomCents +
    mulDivRound([inputs.halfBathrooms, inputs.perBathroomCents], [2]);
  const baseCents = sizeCents + roomsCents;
  const conditionAdjustmentCents = percentOf(baseCents, CONDITION_FACTOR[inputs.condition]) - baseCents;
  const extrasCents = inputs.extras.reduce((sum, extra) => sum + EXTRA_PRICES[extra], 0);
  const subtotalCents = baseCents + conditionAdjustmentCents + extrasCents;
  const discountCents = percentOf(subtotalCents, FREQUENCY_DISCOUNT[inputs.frequency]);
  const discountedCents = subtotalCents - discountCents;
  const minimumApplied = discountedCents < inputs.minimumCents;
  return {
    sizeCents,
    roomsCents,
    baseCents,
    conditionAdjustmentCents,
    extrasCents,
    subtotalCents,
    discountCents,
    discountedCents,
    priceCents: minimumApplied ? inputs.minimumCents : discountedCents,
    minimumApplied,
  };
}
