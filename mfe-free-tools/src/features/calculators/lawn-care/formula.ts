import { mulDivCeil, mulDivRound } from '../common/arithmetic';

export const SQUARE_FEET_PER_ACRE = 43_560;

export type LawnFrequency = 'weekly' | 'biweekly';

export interface LawnServices {
  mowing: boolean;
  trimming: boolean;
  fertilizing: boolean;
  aeration: boolean;
}

export interface LawnInputs {
  squareFeet: number;
  services: LawnServices;
  /** Mowing, per 1,000 sq ft per visit. */
  mowingRateCents: number;
  /** Edging, trimming and blowing off hard surfaces, per 1,000 sq ft per visit. */
  trimmingRateCents: number;
  /** Per 1,000 sq ft per application. */
  fertilizingRateCents: number;
  fertilizingApplications: number;
  /** Core aeration once a season, per 1,000 sq ft. */
  aerationRateCents: number;
  frequency: LawnFrequency;
  seasonWeeks: number;
  /** The least a mowing visit is charged (travel and unloading cost the same for a small yard). */
  visitMinimumCents: number;
}

export interface LawnResult {
  visits: number;
  /** Mowing + trimming per visit, after the minimum. */
  perVisitCents: number;
  visitMinimumApplied: boolean;
  visitsTotalCents: number;
  fertilizingCents: number;
  aerationCents: number;
  seasonTotalCents: number;
  /** The season total spread over the months it covers (weeks ÷ 4⅓, rounded up). */
  months: number;
  perMonthCents: number;
}

/** Acres (in hundredths) to whole square feet: 0.25 acre → 10,890 sq ft. */
export function acresToSquareFeet(acresHundredths: number): number {
  return mulDivRound([acresHundredths, SQUARE_FEET_PER_ACRE], [100]);
}

/** A rate per 1,000 sq ft applied to an area, to the cent. */
function perThousand(squareFeet: number, rateCents: number): number {
  return mulDivRound([squareFeet, rateCents], [1_000]);
}

/**
 * A season of lawn care. Visits = season weeks ÷ (1 or 2), rounded up. Each visit charges mowing and trimming by
 * area (rate × sq ft ÷ 1,000), at least the visit minimum when there is a visit service. Fertilizing is charged
 * per application and aeration once, both by area. The monthly figure spreads the season over its months.
 */
export function calculateLawnCare(inputs: LawnInputs): LawnResult {
  const { squareFeet, services } = inputs;
  const hasVisits = services.mowing || services.trimming;
  const visits = hasVisits ? mulDivCeil([inputs.seasonWeeks], [inputs.frequency === 'weekly' ? 1 : 2]) : 0;
  const visitWork =
    (services.mowing ? perThousand(squareFeet, inputs.mowingRateCents) : 0) +
    (services.trimming ? perThousand(squareFeet, inputs.trimmingRateCents) : 0);
  const visitMinimumApplied = hasVisits && visitWork < inputs.visitMinimumCents;
  const perVisitCents = hasVisits ? Math.max(visitWork, inputs.visitMinimumCents) : 0;
  const visitsTotalCents = perVisitCents * visits;
  const fertilizingCents = services.fertilizing
    ? perThousand(squareFeet, inputs.fertilizingRateCents) * inputs.fertilizingApplications
    : 0;
  const aerationCents = services.aeration ? perThousand(squareFeet, inputs.aerationRateCents) : 0;
  const seasonTotalCents = visitsTotalCents + fertilizingCents + aerationCents;
  // 52 weeks / 12 months: months = ceil(weeks × 12 / 52).
  const months = inputs.seasonWeeks === 0 ? 0 : mulDivCeil([inputs.seasonWeeks, 12], [52]);
  return {
    visits,
    perVisitCents,
    visitMinimumApplied,
    visitsTotalCents,
    fertilizingCents,
    aerationCents,
    seasonTotalCents,
    months,
    perMonthCents: months === 0 ? 0 : mulDivRound([seasonTotalCents], [months]),
  };
}
